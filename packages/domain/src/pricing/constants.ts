import { type Decimal, round2 } from '../money/decimal.js';
import { parseDecimal } from '../money/parse.js';
import { toAnalyticsNumber } from '../money/to-string.js';

/** §9: the donation amount shown (paid by the shop), in the shop currency. */
export const DONATION_AMOUNT: Decimal = parseDecimal('0.07');

/** §9: prices in analytics/pixel events are rounded half up to 2 decimals and sent as numbers. */
export function eventPrice(amount: Decimal): number {
  return toAnalyticsNumber(round2(amount));
}
