import type { DeliveryArea } from '../entities/branch.js';
import { add, ZERO } from '../money/decimal.js';
import { deliveryFee } from './delivery-fee.js';
import { type CartTotals, cartTotals, type TaxedAmount } from './totals.js';

/**
 * Totals of a stored order after a line changed (staff item edit): the delivery fee is re-derived from the order's
 * delivery area and the new items' gross (free-from threshold, §9), then net, tax and the per-rate map as for a cart.
 */
export function orderTotals(lines: readonly TaxedAmount[], deliveryArea: DeliveryArea | null): CartTotals {
  const itemsGross = lines.reduce((sum, line) => add(sum, line.gross), ZERO);
  return cartTotals(lines, deliveryArea ? deliveryFee(deliveryArea, itemsGross) : null);
}
