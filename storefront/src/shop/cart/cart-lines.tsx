import {
  type Branch,
  Dec,
  type Decimal,
  findUnit,
  formatCurrency,
  isApproximateTotal,
  itemPrice,
  type Product,
  pricingMessages,
  shopMessages,
  tryParseDecimal,
} from '@bestell/domain';
import { formatAmount } from '../configurator/format-amount';
import type { AreaProps } from '../overrides/areas';
import { overridable } from '../overrides/overrides';
import styles from './cart.module.css';
import type { StoredCartItem } from './cart-types';
import { partsSummary } from './parts-summary';

export interface CartLinesTotal {
  gross: Decimal;
  approximate: boolean;
}

/** Sum of the lines that can be priced with the current catalog (the checkout recomputes everything). */
export function cartLinesTotal(
  items: readonly StoredCartItem[],
  products: readonly Product[],
  branch: Branch,
): CartLinesTotal {
  let gross: Decimal = Dec.ZERO;
  const priced: { product: Product; unit: string }[] = [];
  for (const item of items) {
    const product = products.find((candidate) => candidate.id === item.product.id);
    if (!product) continue;
    const result = itemPrice(product, item, branch);
    if (!result.ok) continue;
    gross = Dec.add(gross, result.gross);
    priced.push({ product, unit: item.unit });
  }
  return { gross, approximate: isApproximateTotal(priced) };
}

/** The default of the overridable area CartItem: name, amount, chosen options and price of one cart line. */
function DefaultCartItem({ item, product, branch, currency }: AreaProps['CartItem']) {
  const price = product ? itemPrice(product, item, branch) : null;
  const approximate = product ? isApproximateTotal([{ product, unit: item.unit }]) : false;
  const amount = tryParseDecimal(item.amount);
  const unit = findUnit(item.unit)?.shortName ?? item.unit;
  return (
    <>
      <div className={styles.lineMain}>
        <span className={styles.lineName}>{item.product.name}</span>
        <span className={styles.lineAmount}>
          {amount === null ? item.amount : formatAmount(amount)} {unit}
        </span>
        {partsSummary(product, item.parts).map((text) => (
          <span key={text} className={styles.lineParts}>
            {text}
          </span>
        ))}
      </div>
      {price?.ok && !product?.isPriceHidden && (
        <span className={styles.linePrice}>
          {approximate && `${pricingMessages.approximate} `}
          {formatCurrency(price.gross, currency)}
        </span>
      )}
    </>
  );
}

/** Spec §2 overridable area CartItem (docs/overrides.md). */
export const CartItem = overridable('CartItem', DefaultCartItem);

/** The cart's items with amount, unit, chosen parts and price; each can be edited and removed. */
export function CartLines({
  items,
  products,
  branch,
  currency,
  onEdit,
  onRemove,
}: {
  items: readonly StoredCartItem[];
  products: readonly Product[];
  branch: Branch;
  currency: string;
  onEdit: ((index: number, product: Product) => void) | null;
  onRemove: (index: number) => void;
}) {
  return (
    <ul className={styles.lines}>
      {items.map((item, index) => {
        const product = products.find((candidate) => candidate.id === item.product.id);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: cart lines are addressed by position (spec §4: removed by index)
          <li key={index} className={styles.line}>
            <CartItem item={item} product={product} branch={branch} currency={currency} />
            <div className={styles.lineActions}>
              {onEdit && product && (
                <button type="button" className={styles.linkButton} onClick={() => onEdit(index, product)}>
                  <span aria-hidden="true">{shopMessages.edit}</span>
                  <span className={styles.visuallyHidden}>{shopMessages.editItem({ name: item.product.name })}</span>
                </button>
              )}
              <button type="button" className={styles.linkButton} onClick={() => onRemove(index)}>
                <span aria-hidden="true">{pricingMessages.remove}</span>
                <span className={styles.visuallyHidden}>{shopMessages.removeItem({ name: item.product.name })}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
