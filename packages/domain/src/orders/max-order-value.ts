import { type Decimal, ZERO } from '../money/decimal.js';
import { parseDecimal, tryParseDecimal } from '../money/parse.js';

/** Issue 16 point 3: without a configured maximum an order may be worth at most 2.000,00 (gross, delivery included). */
export const DEFAULT_MAX_ORDER_VALUE = '2000.00';

/** The stored config's `maxOrderValue` (a decimal string); missing, empty, unreadable or not positive: the default. */
export function maxOrderValueOf(config: Record<string, unknown>): Decimal {
  const stored = config.maxOrderValue;
  const value = typeof stored === 'string' ? tryParseDecimal(stored) : null;
  return value !== null && value > ZERO ? value : parseDecimal(DEFAULT_MAX_ORDER_VALUE);
}
