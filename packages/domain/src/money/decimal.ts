/**
 * Exact decimal numbers for money, tax rates and quantities: a bigint scaled by 10^4.
 *
 * Four decimal places because the spec rounds net amounts to 4 decimals (§9); every amount on the wire has at most
 * that many. No binary floating point is ever involved: parsing, arithmetic and printing work on the digits.
 *
 * Rounding (everywhere in this module): "half up" in the commercial sense, i.e. half away from zero
 * (kaufmännisches Runden): 0.00005 → 0.0001, -0.00005 → -0.0001. Results of multiply and divide are rounded once,
 * from the exact value, to 4 decimals.
 */
declare const decimalBrand: unique symbol;

/** An exact decimal: the bigint holds the value × 10^4. Create it with the functions below, never by hand. */
export type Decimal = bigint & { readonly [decimalBrand]: 'Decimal' };
/** A money amount (gross, net, tax, price) in the shop currency. Same representation as Decimal. */
export type Money = Decimal;

export const DECIMAL_PLACES = 4;
export const SCALE = 10_000n;

const brand = (scaled: bigint): Decimal => scaled as Decimal;

export const ZERO: Decimal = brand(0n);
export const ONE: Decimal = brand(SCALE);
export const HUNDRED: Decimal = brand(100n * SCALE);

/** The raw scaled value (value × 10^4). */
export function scaledValue(value: Decimal): bigint {
  return value;
}

/** Builds a Decimal from a raw scaled value (value × 10^4). */
export function fromScaled(scaled: bigint): Decimal {
  return brand(scaled);
}

/** Integer division of n by d (d ≠ 0), rounded half away from zero. */
export function divideRoundHalfUp(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('Division by zero');
  const negative = n < 0n !== d < 0n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = an / ad;
  const r = an % ad;
  const rounded = r * 2n >= ad ? q + 1n : q;
  return negative ? -rounded : rounded;
}

/** The exact rational num/den rounded half up to 4 decimals. */
export function fromRatio(num: bigint, den: bigint): Decimal {
  return brand(divideRoundHalfUp(num * SCALE, den));
}

export function add(a: Decimal, b: Decimal): Decimal {
  return brand(a + b);
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  return brand(a - b);
}

export function negate(a: Decimal): Decimal {
  return brand(-a);
}

export function abs(a: Decimal): Decimal {
  return a < 0n ? brand(-a) : a;
}

export function sum(values: readonly Decimal[]): Decimal {
  let total = 0n;
  for (const value of values) total += value;
  return brand(total);
}

/** a × b, rounded half up to 4 decimals. */
export function multiply(a: Decimal, b: Decimal): Decimal {
  return brand(divideRoundHalfUp(a * b, SCALE));
}

/** a ÷ b, rounded half up to 4 decimals. Throws RangeError when b is zero. */
export function divide(a: Decimal, b: Decimal): Decimal {
  return brand(divideRoundHalfUp(a * SCALE, b));
}

/** a × b ÷ c computed exactly and rounded once, half up, to 4 decimals. Throws RangeError when c is zero. */
export function multiplyDivide(a: Decimal, b: Decimal, c: Decimal): Decimal {
  return brand(divideRoundHalfUp(a * b, c));
}

/** Rounds half up to `places` decimals (0 to 4). The result is still a Decimal. */
export function round(value: Decimal, places: number): Decimal {
  if (!Number.isInteger(places) || places < 0 || places > DECIMAL_PLACES) {
    throw new RangeError(`places must be an integer from 0 to ${DECIMAL_PLACES}`);
  }
  const step = 10n ** BigInt(DECIMAL_PLACES - places);
  return brand(divideRoundHalfUp(value, step) * step);
}

/** Rounds half up to cents (2 decimals). */
export function round2(value: Decimal): Decimal {
  return round(value, 2);
}

/** -1, 0 or 1. */
export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

export const equals = (a: Decimal, b: Decimal): boolean => a === b;
export const lessThan = (a: Decimal, b: Decimal): boolean => a < b;
export const lessThanOrEqual = (a: Decimal, b: Decimal): boolean => a <= b;
export const greaterThan = (a: Decimal, b: Decimal): boolean => a > b;
export const greaterThanOrEqual = (a: Decimal, b: Decimal): boolean => a >= b;
export const isZero = (a: Decimal): boolean => a === 0n;
export const isNegative = (a: Decimal): boolean => a < 0n;
export const isPositive = (a: Decimal): boolean => a > 0n;

export function min(a: Decimal, b: Decimal): Decimal {
  return a <= b ? a : b;
}

export function max(a: Decimal, b: Decimal): Decimal {
  return a >= b ? a : b;
}

/** Smallest integer ≥ value, as a Decimal. */
export function ceil(value: Decimal): Decimal {
  const whole = value / SCALE;
  const hasFraction = value % SCALE !== 0n;
  return brand((hasFraction && value > 0n ? whole + 1n : whole) * SCALE);
}
