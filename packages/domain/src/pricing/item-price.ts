import type { Branch, CartItem, Product } from '../entities/index.js';
import { fromCents } from '../money/cents.js';
import { type Decimal, divideRoundHalfUp, SCALE } from '../money/decimal.js';
import { tryParseDecimal } from '../money/parse.js';
import { productUnitRatio } from '../units/convert.js';
import { resolveChosenOptions, type UnknownOption } from './chosen-options.js';
import { basePrice } from './scope.js';
import { unitPriceWithOptions } from './unit-price.js';

export type PricedItem = Pick<CartItem, 'amount' | 'unit' | 'parts'>;

export type ItemPriceResult =
  | { ok: true; unitPrice: Decimal; gross: Decimal }
  | { ok: false; reason: 'unknownOption'; unknown: UnknownOption[] }
  | { ok: false; reason: 'unknownUnit' }
  | { ok: false; reason: 'invalidAmount' };

/**
 * §9 price per item: the base price (reselling price for partner branches) changed by the chosen options, times the
 * amount expressed in the product's unit — amount × factor(chosen unit) / factor(product unit) within one unit type,
 * or through the alternative unit's ratio across types. Computed exactly and rounded once, half up, to whole cents:
 * a line is what the customer pays for it, and nobody pays fractions of a cent (§9 prints 2 decimals; issue 16 point
 * 3: the totals, sums of lines and the delivery fee, are whole cents too). `unitPrice` is the price of one product
 * unit with the options (as entered, up to 4 decimals).
 */
export function itemPrice(
  product: Product,
  item: PricedItem,
  branch: Pick<Branch, 'identificationNumber'>,
): ItemPriceResult {
  const chosen = resolveChosenOptions(product.config.parts, item.parts);
  if (chosen.unknown.length > 0) return { ok: false, reason: 'unknownOption', unknown: chosen.unknown };
  const ratio = productUnitRatio(product, item.unit);
  if (!ratio) return { ok: false, reason: 'unknownUnit' };
  const amount = tryParseDecimal(item.amount);
  if (amount === null || amount < 0n) return { ok: false, reason: 'invalidAmount' };
  const unitPrice = unitPriceWithOptions(basePrice(product, branch), chosen.options);
  // value in cents = unitPrice/S × amount/S × num/den × 100, rounded half up once
  const cents = divideRoundHalfUp(
    (unitPrice as bigint) * (amount as bigint) * ratio.num * 100n,
    SCALE * SCALE * ratio.den,
  );
  const gross = fromCents(cents);
  return { ok: true, unitPrice, gross };
}
