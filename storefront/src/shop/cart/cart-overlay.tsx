import { useBranches, useConfig } from '@bestell/api-client';
import { type Branch, type Product, pricingMessages } from '@bestell/domain';
import { Dialog } from '@bestell/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { useBranchSelection } from '../branch-context';
import { useCartOverlay } from '../layout/cart-overlay-context';
import styles from './cart.module.css';
import { useCart, useCartStore } from './cart-context';
import { CartLines, cartLinesTotal } from './cart-lines';
import { formatTotal } from './cart-panel';

/**
 * Spec §2 Layout: the cart overlay of /shop — item list with remove, the pickup-branch select 'Art der Lieferung'
 * (disabled with one branch or fewer), the checkout button (disabled when the cart is empty). Choosing another branch
 * moves the items to that branch's cart; the next catalog check drops what it does not sell.
 */
export function CartOverlay({
  branch,
  products,
  onEdit,
}: {
  branch: Branch;
  products: readonly Product[];
  onEdit: (index: number, product: Product) => void;
}) {
  const overlay = useCartOverlay();
  const { data: config } = useConfig();
  const { data: branches } = useBranches();
  const { select } = useBranchSelection();
  const store = useCartStore();
  const cart = useCart(branch.identifier);
  const selectId = useId();
  const currency = config?.currency ?? 'EUR';
  const active = (branches ?? []).filter((entry) => entry.isPublic && entry.isEnabled && entry.isTakeawayEnabled);
  const total = cartLinesTotal(cart.items, products, branch);

  const moveTo = (identifier: string) => {
    if (identifier === branch.identifier) return;
    const target = store.get(identifier);
    store.load(identifier, { ...target, items: [...target.items, ...cart.items] });
    store.clear(branch.identifier);
    select(identifier);
  };

  return (
    <Dialog
      open={overlay.open}
      onClose={() => overlay.setOpen(false)}
      title={pricingMessages.cartTitle}
      closeLabel={pricingMessages.hideCart}
      variant="sheet"
      footer={
        cart.items.length === 0 ? (
          <button type="button" className={`${styles.checkout} ${styles.checkoutDisabled}`} disabled>
            {pricingMessages.orderNow}
          </button>
        ) : (
          <Link
            className={styles.checkout}
            // Spec §2: the /shop checkout variant, whose Back returns to /shop.
            to={`/shop/${encodeURIComponent(branch.identifier)}/checkout`}
            onClick={() => overlay.setOpen(false)}
          >
            {pricingMessages.orderNow}
          </Link>
        )
      }
    >
      <div className={styles.field}>
        <label htmlFor={selectId}>{pricingMessages.deliveryType}</label>
        <select
          id={selectId}
          value={branch.identifier}
          disabled={active.length <= 1}
          onChange={(event) => moveTo(event.target.value)}
        >
          {(active.some((entry) => entry.id === branch.id) ? active : [branch, ...active]).map((entry) => (
            <option key={entry.id} value={entry.identifier}>
              {pricingMessages.pickupIn({ city: entry.city })}
            </option>
          ))}
        </select>
      </div>
      {cart.items.length === 0 ? (
        <p className={styles.empty}>{pricingMessages.emptyCart}</p>
      ) : (
        <>
          <CartLines
            items={cart.items}
            products={products}
            branch={branch}
            currency={currency}
            onEdit={(index, product) => {
              overlay.setOpen(false);
              onEdit(index, product);
            }}
            onRemove={(index) => store.remove(branch.identifier, index)}
          />
          <p className={styles.total}>
            <span>{pricingMessages.total}</span> <span>{formatTotal(total, currency)}</span>
          </p>
        </>
      )}
    </Dialog>
  );
}
