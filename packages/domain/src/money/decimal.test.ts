import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Dec from './decimal.js';
import { decimal, fromInteger, parseDecimal, parseOptionalDecimal, tryParseDecimal } from './parse.js';
import { toAnalyticsNumber, toDecimalString, toPlainDecimalString } from './to-string.js';

const d = decimal;

describe('parse (§9 money as decimal strings)', () => {
  it.each([
    ['2.90', 29_000n],
    ['2.9', 29_000n],
    ['10', 100_000n],
    ['-0.5', -5_000n],
    ['+3', 30_000n],
    ['.5', 5_000n],
    ['0.0001', 1n],
    ['0.00005', 1n], // half away from zero
    ['0.00004', 0n],
    ['-0.00005', -1n],
    ['1.23456', 12_346n],
    [' 7 ', 70_000n],
    ['90071992547409.93', 900_719_925_474_099_300n],
  ])('%s → %s (scaled)', (text, scaled) => {
    expect(Dec.scaledValue(parseDecimal(text))).toBe(scaled);
  });

  it.each(['', 'abc', '1,5', '1e3', '1.2.3', '--1', '1 000', 'NaN', 'Infinity', '.'])('refuses %j', (text) => {
    expect(tryParseDecimal(text)).toBeNull();
    expect(() => parseDecimal(text)).toThrow(RangeError);
  });

  it('takes integers but refuses floats, which may carry binary error', () => {
    expect(fromInteger(3)).toBe(d('3'));
    expect(fromInteger(-12n)).toBe(d('-12'));
    expect(() => fromInteger(0.1)).toThrow(RangeError);
    expect(() => fromInteger(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('parses optional wire values', () => {
    expect(parseOptionalDecimal(null)).toBeNull();
    expect(parseOptionalDecimal(undefined)).toBeNull();
    expect(parseOptionalDecimal(' ')).toBeNull();
    expect(parseOptionalDecimal('1.5')).toBe(d('1.5'));
    expect(() => parseOptionalDecimal('x')).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('adds without float error: 0.1 + 0.2 = 0.3', () => {
    expect(Dec.add(d('0.1'), d('0.2'))).toBe(d('0.3'));
    expect(Dec.subtract(d('0.3'), d('0.1'))).toBe(d('0.2'));
    expect(Dec.sum([d('1.10'), d('2.20'), d('3.30')])).toBe(d('6.6'));
    expect(Dec.sum([])).toBe(Dec.ZERO);
  });

  it.each([
    ['2.90', '3', '8.7'],
    ['1.99', '0.333', '0.6627'], // 0.66267 → 0.6627
    ['0.0001', '0.5', '0.0001'], // 0.00005 rounds half up
    ['-0.0001', '0.5', '-0.0001'], // away from zero
    ['0.0001', '0.4', '0'],
  ])('multiply %s × %s = %s', (a, b, expected) => {
    expect(Dec.multiply(d(a), d(b))).toBe(d(expected));
  });

  it.each([
    ['10', '3', '3.3333'],
    ['20', '3', '6.6667'],
    ['-20', '3', '-6.6667'],
    ['110', '1.1', '100'],
    ['1', '8', '0.125'],
    ['0.0001', '2', '0.0001'], // 0.00005 → 0.0001
  ])('divide %s ÷ %s = %s (half up)', (a, b, expected) => {
    expect(Dec.divide(d(a), d(b))).toBe(d(expected));
  });

  it('refuses division by zero', () => {
    expect(() => Dec.divide(d('1'), Dec.ZERO)).toThrow(RangeError);
    expect(() => Dec.multiplyDivide(d('1'), d('1'), Dec.ZERO)).toThrow(RangeError);
  });

  it('multiplyDivide rounds once from the exact value', () => {
    // 2.90 × 250 ÷ 1000 = 0.725 exactly
    expect(Dec.multiplyDivide(d('2.90'), d('250'), d('1000'))).toBe(d('0.725'));
    // 1 × 1 ÷ 3 rounded once
    expect(Dec.multiplyDivide(d('1'), d('1'), d('3'))).toBe(d('0.3333'));
  });

  it.each([
    ['2.345', 2, '2.35'],
    ['2.344', 2, '2.34'],
    ['-2.345', 2, '-2.35'],
    ['2.5', 0, '3'],
    ['-2.5', 0, '-3'],
    ['1.23456', 4, '1.2346'],
  ])('round(%s, %i) = %s', (a, places, expected) => {
    expect(Dec.round(d(a), places)).toBe(d(expected));
  });

  it('refuses impossible places', () => {
    expect(() => Dec.round(d('1'), 5)).toThrow(RangeError);
    expect(() => Dec.round(d('1'), -1)).toThrow(RangeError);
    expect(() => Dec.round(d('1'), 1.5)).toThrow(RangeError);
  });

  it('compares', () => {
    expect(Dec.compare(d('1'), d('2'))).toBe(-1);
    expect(Dec.compare(d('2'), d('2.0'))).toBe(0);
    expect(Dec.compare(d('3'), d('2'))).toBe(1);
    expect(Dec.min(d('1'), d('2'))).toBe(d('1'));
    expect(Dec.max(d('1'), d('2'))).toBe(d('2'));
    expect(Dec.abs(d('-1.5'))).toBe(d('1.5'));
    expect(Dec.negate(d('1.5'))).toBe(d('-1.5'));
  });

  it.each([
    ['1.2', '2'],
    ['2', '2'],
    ['-1.5', '-1'],
    ['0.0001', '1'],
  ])('ceil(%s) = %s', (a, expected) => {
    expect(Dec.ceil(d(a))).toBe(d(expected));
  });
});

describe('printing', () => {
  it.each([
    ['2.9', 2, '2.90'],
    ['2.905', 2, '2.91'],
    ['-2.905', 2, '-2.91'],
    ['-0.004', 2, '0.00'],
    ['10', 0, '10'],
    ['0.07', 4, '0.0700'],
  ])('toDecimalString(%s, %i) = %s', (a, places, expected) => {
    expect(toDecimalString(d(a), places)).toBe(expected);
  });

  it.each([
    ['10', '10'],
    ['5.50', '5.5'],
    ['0.07', '0.07'],
    ['0', '0'],
    ['-1.2500', '-1.25'],
  ])('toPlainDecimalString(%s) = %s', (a, expected) => {
    expect(toPlainDecimalString(d(a))).toBe(expected);
  });

  it('gives analytics a number', () => {
    expect(toAnalyticsNumber(d('12.34'))).toBe(12.34);
  });
});

const decimalArb = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).map(Dec.fromScaled);

describe('properties', () => {
  it('print then parse is the identity', () => {
    fc.assert(fc.property(decimalArb, (a) => parseDecimal(toDecimalString(a, 4)) === a));
  });

  it('add and subtract are inverse', () => {
    fc.assert(fc.property(decimalArb, decimalArb, (a, b) => Dec.subtract(Dec.add(a, b), b) === a));
  });

  it('divide is within half a unit of the exact quotient', () => {
    fc.assert(
      fc.property(
        decimalArb,
        decimalArb.filter((b) => b !== 0n),
        (a, b) => {
          const q = Dec.divide(a, b);
          // |q × b − a| ≤ |b| / 2 (in scaled units, × SCALE)
          const error = (q as bigint) * (b as bigint) - (a as bigint) * Dec.SCALE;
          const bound = (b < 0n ? -(b as bigint) : (b as bigint)) / 2n + 1n;
          return (error < 0n ? -error : error) <= bound;
        },
      ),
    );
  });
});
