import { describe, expect, it } from 'vitest';
import { fromGermanDecimal, fromIntegerText, padDecimals, toGermanDecimal } from './decimal-text';

describe('German decimal text', () => {
  it('shows wire decimals with a comma', () => {
    expect(toGermanDecimal('2.90')).toBe('2,90');
    expect(toGermanDecimal(null)).toBe('');
    expect(toGermanDecimal('15')).toBe('15');
  });

  it('reads a comma, thousands dots and blanks without floats', () => {
    expect(fromGermanDecimal('2,90')).toBe('2.90');
    expect(fromGermanDecimal(' 1.234,56 ')).toBe('1234.56');
    expect(fromGermanDecimal('0,1')).toBe('0.1');
    expect(fromGermanDecimal('2.5')).toBe('2.5');
    expect(fromGermanDecimal('')).toBeNull();
    // not a number: passed on for the schema's message
    expect(fromGermanDecimal('zwei')).toBe('zwei');
  });

  it('pads money to two decimals and leaves invalid text alone', () => {
    expect(padDecimals('2.9', 2)).toBe('2.90');
    expect(padDecimals('3', 2)).toBe('3.00');
    expect(padDecimals('0.1234', 2)).toBe('0.1234');
    expect(padDecimals('abc', 2)).toBe('abc');
    expect(padDecimals(null, 2)).toBeNull();
    // 0.1 + 0.2 stays exact: the text is never a float
    expect(padDecimals(fromGermanDecimal('0,3'), 2)).toBe('0.30');
  });

  it('reads whole numbers', () => {
    expect(fromIntegerText('12')).toBe(12);
    expect(fromIntegerText('')).toBeNull();
    expect(fromIntegerText('1,5')).toBe('1,5');
  });
});
