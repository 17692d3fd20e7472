import { Dec, type Decimal } from '../money/index.js';
import { parseDecimal } from '../money/parse.js';
import { toDecimalString } from '../money/to-string.js';
import { DONATION_AMOUNT } from '../pricing/constants.js';

/** The order flags that decide whether an order's money counts (revenue, donations). */
export interface OrderOutcomeFlags {
  isCanceled: boolean;
  isRejected: boolean;
  isFailed: boolean;
}

/**
 * An order counts for revenue and donations unless it was canceled, rejected or its payment failed (the customer
 * and donatee screens of issue 24; the SQL of the API filters the same three flags).
 */
export function countsForRevenue(flags: OrderOutcomeFlags): boolean {
  return !flags.isCanceled && !flags.isRejected && !flags.isFailed;
}

/** The sum of decimal strings (as PostgreSQL numeric answers them) as a 2-decimal string. Exact: no floats. */
export function sumAmounts(amounts: readonly string[]): string {
  return toDecimalString(Dec.sum(amounts.map((amount) => parseDecimal(amount))), 2);
}

/** §9: the shop donates DONATION_AMOUNT per counting order that chose the donatee. */
export function donationTotal(count: number): string {
  const total: Decimal = Dec.multiply(DONATION_AMOUNT, Dec.fromScaled(BigInt(count) * Dec.SCALE));
  return toDecimalString(total, 2);
}

/** §9's donation amount per order, as a 2-decimal string. */
export const donationPerOrder: string = toDecimalString(DONATION_AMOUNT, 2);
