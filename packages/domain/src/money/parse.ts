import { DECIMAL_PLACES, type Decimal, divideRoundHalfUp, fromScaled, SCALE } from './decimal.js';

const DECIMAL_PATTERN = /^([+-])?(\d+)(?:\.(\d+))?$|^([+-])?\.(\d+)$/;

/**
 * Parses a decimal string ("2.90", "-0.5", "10", ".5") exactly. More than 4 decimals are rounded half away from
 * zero to 4. Returns null for anything else (commas, exponents, spaces inside, empty text).
 */
export function tryParseDecimal(text: string): Decimal | null {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return null;
  const sign = match[1] ?? match[4];
  const whole = match[2] ?? '0';
  const fraction = match[3] ?? match[5] ?? '';
  let scaled: bigint;
  if (fraction.length <= DECIMAL_PLACES) {
    scaled = BigInt(whole) * SCALE + BigInt(fraction.padEnd(DECIMAL_PLACES, '0'));
  } else {
    const exact = BigInt(whole + fraction);
    scaled = divideRoundHalfUp(exact, 10n ** BigInt(fraction.length - DECIMAL_PLACES));
  }
  return fromScaled(sign === '-' ? -scaled : scaled);
}

/** Like tryParseDecimal, but throws a RangeError for invalid text. */
export function parseDecimal(text: string): Decimal {
  const value = tryParseDecimal(text);
  if (value === null) throw new RangeError(`Not a decimal number: "${text}"`);
  return value;
}

/** An integer (number or bigint) as a Decimal. Non-integer numbers are refused: they may carry float error. */
export function fromInteger(value: number | bigint): Decimal {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`Not a safe integer: ${value}; pass decimals as strings`);
  }
  return fromScaled(BigInt(value) * SCALE);
}

/** Convenience for literals and wire values: a decimal string or an integer. */
export function decimal(value: string | number | bigint): Decimal {
  return typeof value === 'string' ? parseDecimal(value) : fromInteger(value);
}

/** Parses an optional wire value; null, undefined and '' give null. Invalid text throws. */
export function parseOptionalDecimal(value: string | null | undefined): Decimal | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  return parseDecimal(value);
}
