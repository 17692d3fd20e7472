import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMoney, formatMoneyOrNull } from './decimal.js';

describe('decimal formatting', () => {
  it('formats money with at least two decimals and keeps significant ones', () => {
    expect(formatMoney('2.9000')).toBe('2.90');
    expect(formatMoney('10')).toBe('10.00');
    expect(formatMoney('0.1250')).toBe('0.125');
    expect(formatMoney('-3.5')).toBe('-3.50');
    expect(formatMoneyOrNull(null)).toBeNull();
  });

  it('trims decimals', () => {
    expect(formatDecimal('0.5000')).toBe('0.5');
    expect(formatDecimal('3.0000')).toBe('3');
    expect(formatDecimal('100')).toBe('100');
  });

  it('rejects what is not a decimal', () => {
    expect(() => formatMoney('1e3')).toThrow();
    expect(() => formatMoney('')).toThrow();
  });
});
