import { type Decimal, fromRatio } from '../money/decimal.js';

/**
 * §9: net = gross / (1 + tax/100), rounded half up to 4 decimals. Computed as gross × 100 / (100 + tax) on the exact
 * scaled values, so it is rounded once. The tax part is gross − net (so net + tax = gross exactly).
 */
export function netFromGross(gross: Decimal, taxRatePercent: Decimal): Decimal {
  const divisor = 100n * 10_000n + (taxRatePercent as bigint); // (100 + tax) scaled
  if (divisor <= 0n) throw new RangeError('A tax rate must be above -100 %');
  // gross/S × 100 / (divisor/S) = gross × 100 / divisor (value); scaled: × S → fromRatio(gross × 100, divisor)
  return fromRatio((gross as bigint) * 100n, divisor);
}
