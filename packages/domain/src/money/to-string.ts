import { DECIMAL_PLACES, type Decimal, round, SCALE } from './decimal.js';

/**
 * Fixed-point text with exactly `places` decimals (0 to 4), rounded half away from zero: toDecimalString(2.9, 2) → "2.90".
 * This is the wire format of money (decimal strings).
 */
export function toDecimalString(value: Decimal, places = 2): string {
  const rounded: bigint = round(value, places);
  const negative = rounded < 0n;
  const absolute = negative ? -rounded : rounded;
  const whole = absolute / SCALE;
  const fraction = (absolute % SCALE).toString().padStart(DECIMAL_PLACES, '0').slice(0, places);
  const text = places > 0 ? `${whole}.${fraction}` : `${whole}`;
  return negative ? `-${text}` : text;
}

/** Shortest exact text without trailing zeros: 10 → "10", 5.5 → "5.5", 0.0700 → "0.07". Used for tax-map keys. */
export function toPlainDecimalString(value: Decimal): string {
  const text = toDecimalString(value, DECIMAL_PLACES);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * The value as a JS number, for analytics payloads only (never for computing). Exact up to 15 significant digits.
 */
export function toAnalyticsNumber(value: Decimal): number {
  return Number(toPlainDecimalString(value));
}
