import { useConfig } from '@bestell/api-client';
import { type Branch, branchOpenStatus, formatCurrency, type Product, pricingMessages } from '@bestell/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import styles from './cart.module.css';
import { useCart, useCartStore } from './cart-context';
import { CartLines, cartLinesTotal } from './cart-lines';
import { effectiveMode, modeOptions } from './service-modes';

/**
 * Spec §2 Branch storefront: the collapsible cart panel (cannot be shown when empty; hides when the last item is
 * removed), the delivery type with 'Abholung in {city}', and the order button ('Jetzt vorbestellen' while closed
 * with pre-orders).
 */
export function CartPanel({
  branch,
  products,
  now,
  onEdit,
}: {
  branch: Branch;
  products: readonly Product[];
  now: number;
  onEdit: (index: number, product: Product) => void;
}) {
  const { data: config } = useConfig();
  const store = useCartStore();
  const cart = useCart(branch.identifier);
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const modeId = useId();
  const currency = config?.currency ?? 'EUR';
  const empty = cart.items.length === 0;
  if (empty && expanded) setExpanded(false);
  const open = expanded && !empty;
  const options = modeOptions(branch);
  const mode = effectiveMode(cart.mode, options, config?.defaultDeliveryMethod ?? null);
  const closed = branchOpenStatus(branch, now).state === 'closed';
  const orderLabel = closed && branch.isPreorderEnabled ? pricingMessages.preorderNow : pricingMessages.orderNow;
  const total = cartLinesTotal(cart.items, products, branch);
  const checkoutPath = `/store/${encodeURIComponent(branch.identifier)}/checkout`;

  return (
    <aside className={styles.panel} aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className={styles.panelTitle}>
        <button
          type="button"
          className={styles.panelToggle}
          aria-expanded={open}
          aria-controls={panelId}
          disabled={empty}
          onClick={() => setExpanded(!expanded)}
        >
          {pricingMessages.cartTitle}
          {!empty && <span className={styles.panelTotal}>{formatTotal(total, currency)}</span>}
        </button>
      </h2>
      {empty && <p className={styles.empty}>{pricingMessages.emptyCart}</p>}
      <div id={panelId} hidden={!open} className={styles.panelBody}>
        {options.length > 0 && (
          <div className={styles.field}>
            <label htmlFor={modeId}>{pricingMessages.deliveryType}</label>
            <select
              id={modeId}
              value={mode ?? ''}
              disabled={options.length <= 1}
              onChange={(event) => {
                const chosen = options.find((option) => option.mode === event.target.value);
                if (chosen) store.setMode(branch.identifier, chosen.mode);
              }}
            >
              {options.map((option) => (
                <option key={option.mode} value={option.mode}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <CartLines
          items={cart.items}
          products={products}
          branch={branch}
          currency={currency}
          onEdit={onEdit}
          onRemove={(index) => store.remove(branch.identifier, index)}
        />
        <p className={styles.total}>
          <span>{pricingMessages.total}</span> <span>{formatTotal(total, currency)}</span>
        </p>
      </div>
      {empty ? (
        <button type="button" className={`${styles.checkout} ${styles.checkoutDisabled}`} disabled>
          {orderLabel}
        </button>
      ) : (
        <Link className={styles.checkout} to={checkoutPath}>
          {orderLabel}
        </Link>
      )}
    </aside>
  );
}

export function formatTotal(
  total: { gross: Parameters<typeof formatCurrency>[0]; approximate: boolean },
  currency: string,
): string {
  const amount = formatCurrency(total.gross, currency);
  return total.approximate ? `${pricingMessages.approximate} ${amount}` : amount;
}
