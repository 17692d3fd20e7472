import type { Product } from '../entities/index.js';
import { type Decimal, ONE } from '../money/decimal.js';
import { parseOptionalDecimal } from '../money/parse.js';
import { adjustQuantity } from './adjust-quantity.js';
import { isUnitConvertible } from './convert.js';
import { type LimitProduct, quantityLimits } from './quantity-limits.js';

export type SelectionProduct = LimitProduct & Pick<Product, 'defaultQuantity' | 'defaultUnit'>;

export interface QuantitySelection {
  amount: Decimal;
  unit: string;
}

/**
 * §2 Shop page: a product click sets the quantity from minimumQuantity, overridden by defaultQuantity and defaultUnit.
 * The unit is defaultUnit when the product can use it, else the product's unit. The amount is defaultQuantity, else
 * the minimum of that unit, else 1 — then adjusted to the unit's limits.
 */
export function initialSelection(product: SelectionProduct): QuantitySelection {
  const unit =
    product.defaultUnit && isUnitConvertible(product, product.defaultUnit) ? product.defaultUnit : product.unit;
  const limits = quantityLimits(product, unit);
  const requested = parseOptionalDecimal(product.defaultQuantity) ?? (limits.minimum > 0n ? limits.minimum : ONE);
  return { amount: adjustQuantity(requested, limits), unit };
}
