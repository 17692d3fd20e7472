import type { Branch, CartItem, DeliveryArea, Product, ServiceMode } from '../entities/index.js';
import type { Decimal } from '../money/decimal.js';
import { DEFAULT_CURRENCY } from '../money/format-currency.js';
import { isApproximateTotal } from './approximate.js';
import { type DeliveryFee, deliveryFee } from './delivery-fee.js';
import { cartItemCount } from './item-count.js';
import { type ItemPriceResult, itemPrice } from './item-price.js';
import { checkMinimumOrder, type MinimumOrderCheck } from './minimum-order.js';
import { isProductInScope } from './scope.js';
import { taxRateFor } from './tax-rate.js';
import { type CartTotals, cartTotals, type TaxedAmount } from './totals.js';

export interface CartLineInput {
  product: Product;
  item: Pick<CartItem, 'amount' | 'unit' | 'parts'>;
}

export interface PricedLine {
  index: number;
  unitPrice: Decimal;
  gross: Decimal;
  taxRate: Decimal;
}

export type LineProblem =
  | { index: number; reason: Exclude<ItemPriceResult, { ok: true }>['reason'] }
  | { index: number; reason: 'outOfScope' };

export interface PricedCart {
  lines: PricedLine[];
  /** Lines that could not be priced; they are left out of the totals. The server refuses a cart that has any. */
  problems: LineProblem[];
  delivery: DeliveryFee | null;
  totals: CartTotals;
  /** Prefix 'ca.' (§9). */
  isApproximate: boolean;
  itemCount: number;
  /** Delivery only; null for takeaway and dine-in. */
  minimumOrder: MinimumOrderCheck | null;
}

export interface PriceCartInput {
  lines: readonly CartLineInput[];
  mode: ServiceMode;
  branch: Pick<Branch, 'identificationNumber'>;
  /** The chosen delivery area; used only when mode is 'delivery'. */
  deliveryArea: DeliveryArea | null;
  currency?: string;
}

/** The checkout summary in one call: line prices, delivery fee, totals with the tax map, 'ca.', count, minimum. */
export function priceCart(input: PriceCartInput): PricedCart {
  const lines: PricedLine[] = [];
  const problems: LineProblem[] = [];
  input.lines.forEach(({ product, item }, index) => {
    if (!isProductInScope(product, input.branch)) {
      problems.push({ index, reason: 'outOfScope' });
      return;
    }
    const result = itemPrice(product, item, input.branch);
    if (!result.ok) {
      problems.push({ index, reason: result.reason });
      return;
    }
    lines.push({ index, unitPrice: result.unitPrice, gross: result.gross, taxRate: taxRateFor(product, input.mode) });
  });
  const itemTotals: TaxedAmount[] = lines;
  const itemsGross = cartTotals(itemTotals).gross;
  const area = input.mode === 'delivery' ? input.deliveryArea : null;
  const delivery = area ? deliveryFee(area, itemsGross) : null;
  return {
    lines,
    problems,
    delivery,
    totals: cartTotals(itemTotals, delivery),
    isApproximate: isApproximateTotal(input.lines.map(({ product, item }) => ({ product, unit: item.unit }))),
    itemCount: cartItemCount(input.lines.map(({ item }) => item)),
    minimumOrder: area ? checkMinimumOrder(area, itemsGross, input.currency ?? DEFAULT_CURRENCY) : null,
  };
}
