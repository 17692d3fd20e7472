import type { Branch, Product } from '../entities/index.js';
import { backofficeExportsMessages } from '../messages/backoffice-exports.js';
import { fromRatio } from '../money/decimal.js';
import { DEFAULT_CURRENCY, formatCurrency } from '../money/format-currency.js';
import { productUnitRatio } from '../units/convert.js';
import { findUnit } from '../units/unit-definitions.js';
import { productPriceLabel } from './price-label.js';
import { basePrice } from './scope.js';

/** What one printed price label shows (issue 12 point 6, spec §9 Label printing). */
export interface ShelfLabel {
  name: string;
  /** "2,90 €", "ca. 4,80 €", "ab 25,00 €"; null when the product hides its price. */
  price: string | null;
  /** "je Stk.", "je kg"; null with the price hidden. */
  unit: string | null;
  /** "Grundpreis 12,00 € / kg" for products sold by weight or volume (also through an alternative unit); else null. */
  basePrice: string | null;
  /** "Allergene: A, G"; null without allergens. */
  allergens: string | null;
}

export type ShelfLabelProduct = Pick<
  Product,
  'name' | 'price' | 'content' | 'unit' | 'alternativeUnits' | 'calculationModel' | 'isPriceHidden' | 'allergens'
>;

const text = backofficeExportsMessages;
const referenceUnits = { weight: 'kg', volume: 'l' } as const;

/** The unit the base price is given in: kg for weight, l for volume (the product's own unit first, then alternatives). */
function referenceUnitOf(product: ShelfLabelProduct): 'kg' | 'l' | null {
  for (const key of [product.unit, ...product.alternativeUnits.map((alternative) => alternative.unit)]) {
    const type = findUnit(key)?.type;
    if (type === 'weight' || type === 'volume') return referenceUnits[type];
  }
  return null;
}

/**
 * The base price (German "Grundpreis") per kg or per l: the label price times how many product units one kg / l is.
 * Null when the product is neither weighed nor measured by volume, or when it is sold per kg / l already (the price
 * is then its own base price).
 */
function basePriceOf(product: ShelfLabelProduct, branch: Pick<Branch, 'identificationNumber'>, currency: string) {
  const reference = referenceUnitOf(product);
  if (reference === null || findUnit(product.unit) === findUnit(reference)) return null;
  const ratio = productUnitRatio(product, reference);
  if (!ratio) return null;
  // basePrice is scaled by 10^4: price/10^4 per product unit, times num/den product units per kg (or l).
  const perReference = fromRatio(basePrice(product, branch) * ratio.num, ratio.den * 10_000n);
  return text.labelBasePrice({ price: formatCurrency(perReference, currency), unit: reference });
}

/** The allergen codes as printed: "Allergene: A, C, G" (the stored text, trimmed). */
function allergensOf(product: ShelfLabelProduct): string | null {
  const list = (product.allergens ?? product.content.allergens ?? '').trim();
  return list === '' ? null : text.labelAllergens({ list });
}

/** The label of one product for a branch (own branches by default: the list price, not the reselling price). */
export function shelfLabel(
  product: ShelfLabelProduct,
  branch: Pick<Branch, 'identificationNumber'> = { identificationNumber: null },
  currency: string = DEFAULT_CURRENCY,
): ShelfLabel {
  const label = productPriceLabel(product, branch, currency);
  const unit = findUnit(product.unit);
  return {
    name: product.name.trim(),
    price: label ? (label.prefix ? `${label.prefix} ${label.amount}` : label.amount) : null,
    unit: label ? text.labelPerUnit({ unit: unit?.shortName ?? product.unit }) : null,
    basePrice: label ? basePriceOf(product, branch, currency) : null,
    allergens: allergensOf(product),
  };
}
