import type { DeliveryArea } from '../entities/index.js';
import { fromCents, toCents } from '../money/cents.js';
import { type Decimal, ZERO } from '../money/decimal.js';
import { parseDecimal, parseOptionalDecimal } from '../money/parse.js';
import type { TaxedAmount } from './totals.js';

export interface DeliveryFee extends TaxedAmount {
  /** True when no fee is charged: the summary shows 'Kostenlos'. */
  isFree: boolean;
}

/**
 * §9 delivery fee: 0 if the area is free or the items' gross exceeds freeFromOrderValue (strictly greater, as the
 * spec words it); otherwise the area's price, rounded to whole cents, with the area's own tax rate.
 */
export function deliveryFee(
  area: Pick<DeliveryArea, 'price' | 'tax' | 'free' | 'freeFromOrderValue'>,
  itemsGross: Decimal,
): DeliveryFee {
  const taxRate = parseDecimal(area.tax);
  const freeFrom = parseOptionalDecimal(area.freeFromOrderValue);
  const price = fromCents(toCents(parseDecimal(area.price)));
  if (area.free || (freeFrom !== null && itemsGross > freeFrom) || price <= 0n) {
    return { gross: ZERO, taxRate, isFree: true };
  }
  return { gross: price, taxRate, isFree: false };
}
