import type { Branch, Product } from '../entities/index.js';
import { pricingMessages } from '../messages/pricing.js';
import { DEFAULT_CURRENCY, formatCurrency } from '../money/format-currency.js';
import { findUnit } from '../units/unit-definitions.js';
import { basePrice } from './scope.js';

export interface PriceLabel {
  /** 'ca.' for approximate, 'ab' for minimum prices, null for fixed prices (§3 calculation models). */
  prefix: string | null;
  /** The base price in German currency format, e.g. "2,90 €". */
  amount: string;
  /** The unit's short name when the price is per measured unit ("kg"); null for pieces. */
  unit: string | null;
}

/**
 * The price shown on a product tile (§2 Shop page: name and price): the branch's base price (reselling price for
 * partners), prefixed by the calculation model. Null when the product hides its price (isPriceHidden).
 */
export function productPriceLabel(
  product: Pick<Product, 'price' | 'content' | 'unit' | 'calculationModel' | 'isPriceHidden'>,
  branch: Pick<Branch, 'identificationNumber'>,
  currency: string = DEFAULT_CURRENCY,
): PriceLabel | null {
  if (product.isPriceHidden) return null;
  const prefix =
    product.calculationModel === 'approximate'
      ? pricingMessages.calculationModelApproximate
      : product.calculationModel === 'minimum'
        ? pricingMessages.calculationModelMinimum
        : null;
  const unit = findUnit(product.unit);
  const unitLabel = unit ? (unit.type === 'amount' ? null : unit.shortName) : product.unit;
  return { prefix, amount: formatCurrency(basePrice(product, branch), currency), unit: unitLabel };
}

/** One line of text: "ca. 2,90 € / kg", "2,90 €". */
export function formatPriceLabel(label: PriceLabel): string {
  const price = label.prefix ? `${label.prefix} ${label.amount}` : label.amount;
  return label.unit ? `${price} / ${label.unit}` : price;
}
