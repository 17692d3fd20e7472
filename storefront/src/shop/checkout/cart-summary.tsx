import {
  findUnit,
  formatCurrency,
  isApproximateTotal,
  messages,
  type PricedCart,
  type Product,
  tryParseDecimal,
} from '@bestell/domain';
import type { StoredCartItem } from '../cart/cart-types';
import { partsSummary } from '../cart/parts-summary';
import { formatAmount } from '../configurator/configurator-state';
import styles from './checkout.module.css';

/** "10" → "10", "5.5" → "5,5": a tax-map key as a German percentage. */
function rateText(key: string): string {
  return key.replace('.', ',');
}

/**
 * Spec §2 Checkout cart summary: removable items, delivery cost or 'Kostenlos', net total, tax per rate, gross total
 * prefixed 'ca.' when approximate; then the notice that the prices are guide values. All figures come from the
 * domain's priceCart (the API recomputes them the same way).
 */
export function CartSummary({
  items,
  productOf,
  priced,
  currency,
  onRemove,
}: {
  items: readonly StoredCartItem[];
  productOf: (item: StoredCartItem) => Product | undefined;
  priced: PricedCart;
  currency: string;
  onRemove: (index: number) => void;
}) {
  const money = (amount: Parameters<typeof formatCurrency>[0]) => formatCurrency(amount, currency);
  const approx = (text: string) => (priced.isApproximate ? `${messages.pricing.approximate} ${text}` : text);
  const { totals } = priced;
  return (
    <>
      {/* Two columns (item, price): the item cell holds amount, chosen options and 'Entfernen', so the table fits a
          320 px phone (issue 14: four columns made the checkout 423 px wide on a 390 px phone). */}
      <table className={styles.summary}>
        <caption className={styles.visuallyHidden}>{messages.checkout.cart}</caption>
        <thead className={styles.visuallyHidden}>
          <tr>
            <th scope="col">{messages.checkout.product}</th>
            <th scope="col" className={styles.amount}>
              {messages.shop.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const product = productOf(item);
            const line = priced.lines.find((entry) => entry.index === index);
            const amount = tryParseDecimal(item.amount);
            const unit = findUnit(item.unit)?.shortName ?? item.unit;
            const lineApprox = product ? isApproximateTotal([{ product, unit: item.unit }]) : false;
            const options = partsSummary(product, item.parts);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: cart lines are addressed by position (spec §4)
              <tr key={index}>
                <th scope="row" className={styles.itemCell}>
                  <span className={styles.itemName}>
                    <span className={styles.itemAmount}>
                      {amount === null ? item.amount : formatAmount(amount)} {unit}
                    </span>{' '}
                    {item.product.name}
                  </span>
                  {options.length > 0 && (
                    <ul className={styles.options} data-testid="summary-options">
                      {options.map((text) => (
                        <li key={text}>{text}</li>
                      ))}
                    </ul>
                  )}
                  <button type="button" className={styles.linkButton} onClick={() => onRemove(index)}>
                    <span aria-hidden="true">{messages.pricing.remove}</span>
                    <span className={styles.visuallyHidden}>
                      {messages.shop.removeItem({ name: item.product.name })}
                    </span>
                  </button>
                </th>
                <td className={styles.amount}>
                  {line && !product?.isPriceHidden
                    ? `${lineApprox ? `${messages.pricing.approximate} ` : ''}${money(line.gross)}`
                    : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {priced.delivery && (
            <tr>
              <th scope="row">{messages.pricing.deliveryCosts}</th>
              <td className={styles.amount}>
                {priced.delivery.isFree ? messages.pricing.free : money(priced.delivery.gross)}
              </td>
            </tr>
          )}
          <tr>
            <th scope="row">{messages.pricing.net}</th>
            <td className={styles.amount}>{approx(money(totals.net))}</td>
          </tr>
          {Object.entries(totals.taxes).map(([rate, tax]) => (
            <tr key={rate}>
              <th scope="row">{messages.pricing.taxAtRate({ rate: rateText(rate) })}</th>
              <td className={styles.amount}>{approx(money(tax))}</td>
            </tr>
          ))}
          <tr className={styles.total}>
            <th scope="row">{messages.pricing.total}</th>
            <td className={styles.amount}>{approx(money(totals.totalGross))}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.muted}>{messages.pricing.priceNotice}</p>
    </>
  );
}
