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
      <table className={styles.summary}>
        <caption className={styles.visuallyHidden}>{messages.checkout.cart}</caption>
        <thead className={styles.visuallyHidden}>
          <tr>
            <th scope="col">{messages.checkout.product}</th>
            <th scope="col">{messages.shop.amount}</th>
            <th scope="col" className={styles.amount}>
              {messages.shop.price}
            </th>
            <th scope="col">{messages.pricing.remove}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const product = productOf(item);
            const line = priced.lines.find((entry) => entry.index === index);
            const amount = tryParseDecimal(item.amount);
            const unit = findUnit(item.unit)?.shortName ?? item.unit;
            const lineApprox = product ? isApproximateTotal([{ product, unit: item.unit }]) : false;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: cart lines are addressed by position (spec §4)
              <tr key={index}>
                <th scope="row">{item.product.name}</th>
                <td>
                  {amount === null ? item.amount : formatAmount(amount)} {unit}
                </td>
                <td className={styles.amount}>
                  {line && !product?.isPriceHidden
                    ? `${lineApprox ? `${messages.pricing.approximate} ` : ''}${money(line.gross)}`
                    : ''}
                </td>
                <td>
                  <button type="button" className={styles.linkButton} onClick={() => onRemove(index)}>
                    <span aria-hidden="true">{messages.pricing.remove}</span>
                    <span className={styles.visuallyHidden}>
                      {messages.shop.removeItem({ name: item.product.name })}
                    </span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {priced.delivery && (
            <tr>
              <th scope="row" colSpan={2}>
                {messages.pricing.deliveryCosts}
              </th>
              <td className={styles.amount}>
                {priced.delivery.isFree ? messages.pricing.free : money(priced.delivery.gross)}
              </td>
              <td />
            </tr>
          )}
          <tr>
            <th scope="row" colSpan={2}>
              {messages.pricing.net}
            </th>
            <td className={styles.amount}>{approx(money(totals.net))}</td>
            <td />
          </tr>
          {Object.entries(totals.taxes).map(([rate, tax]) => (
            <tr key={rate}>
              <th scope="row" colSpan={2}>
                {messages.pricing.taxAtRate({ rate: rateText(rate) })}
              </th>
              <td className={styles.amount}>{approx(money(tax))}</td>
              <td />
            </tr>
          ))}
          <tr className={styles.total}>
            <th scope="row" colSpan={2}>
              {messages.pricing.total}
            </th>
            <td className={styles.amount}>{approx(money(totals.totalGross))}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      <p className={styles.muted}>{messages.pricing.priceNotice}</p>
    </>
  );
}
