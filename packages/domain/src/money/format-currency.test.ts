import { describe, expect, it } from 'vitest';
import { fromCents, toCents } from './cents.js';
import { formatCurrency } from './format-currency.js';
import { decimal } from './parse.js';

const NBSP = '\u00a0';

describe('formatCurrency (§9: German locale, EUR, 2 decimals)', () => {
  it.each([
    ['2.90', `2,90${NBSP}€`],
    ['2.9', `2,90${NBSP}€`],
    ['0', `0,00${NBSP}€`],
    ['0.07', `0,07${NBSP}€`],
    ['1234.56', `1.234,56${NBSP}€`],
    ['1234567.8', `1.234.567,80${NBSP}€`],
    ['-2.90', `-2,90${NBSP}€`],
    ['2.345', `2,35${NBSP}€`], // half up
    ['2.344', `2,34${NBSP}€`],
    ['-0.004', `0,00${NBSP}€`], // no negative zero
    // beyond 2^53 cents: a float would print …409,92 or similar
    ['90071992547409.93', `90.071.992.547.409,93${NBSP}€`],
  ])('%s → %j', (amount, expected) => {
    expect(formatCurrency(amount)).toBe(expected);
    expect(formatCurrency(decimal(amount))).toBe(expected);
  });

  it('prints exactly what Intl prints for representable amounts', () => {
    const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    for (const amount of ['2.90', '1234.56', '-17.05', '999999.99']) {
      expect(formatCurrency(amount)).toBe(intl.format(Number(amount)));
    }
  });

  it('prints euros as Intl does without asking Intl (signs, grouping, cents; a spread of amounts)', () => {
    const intl = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    const amounts = ['0.01', '0.1', '9.99', '10', '99.5', '100', '999.99', '1000', '-1000', '12345.6', '-123456.78'];
    for (let cents = 1; cents < 1e13; cents = cents * 7 + 3) amounts.push(String(cents / 100), String(-cents / 100));
    for (const amount of amounts) expect(formatCurrency(amount)).toBe(intl.format(Number(amount)));
  });

  it('formats other currencies with 2 decimals', () => {
    expect(formatCurrency('2.9', 'CHF')).toBe(`2,90${NBSP}CHF`);
    expect(formatCurrency('5', 'JPY')).toBe(`5,00${NBSP}¥`);
  });

  it('refuses text that is not a decimal', () => {
    expect(() => formatCurrency('2,90')).toThrow(RangeError);
  });
});

describe('cents', () => {
  it.each([
    ['2.90', 290n],
    ['2.905', 291n],
    ['-2.905', -291n],
    ['0.004', 0n],
  ])('toCents(%s) = %s', (amount, cents) => {
    expect(toCents(decimal(amount))).toBe(cents);
  });

  it('fromCents', () => {
    expect(fromCents(290n)).toBe(decimal('2.90'));
  });
});
