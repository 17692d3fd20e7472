import type { Decimal } from '../money/decimal.js';
import { adjustQuantity } from './adjust-quantity.js';
import { convertAmount } from './convert.js';
import type { QuantitySelection } from './initial-selection.js';
import { type LimitProduct, quantityLimits } from './quantity-limits.js';

/**
 * §5: changing the unit converts the amount via the alternative-unit ratio (or the unit factors), then re-adjusts it
 * to the new unit's limits. Returns null when the new unit cannot be used for this product.
 */
export function changeUnit(
  product: LimitProduct,
  amount: Decimal,
  fromUnit: string,
  toUnit: string,
): QuantitySelection | null {
  const converted = convertAmount(product, amount, fromUnit, toUnit);
  if (converted === null) return null;
  return { amount: adjustQuantity(converted, quantityLimits(product, toUnit)), unit: toUnit };
}
