import { cartItemCount, shopMessages } from '@bestell/domain';
import { Link, useLocation } from 'react-router';
import { useCurrentBranch } from '../branch-context';
import { useCart } from '../cart/cart-context';
import { DEFAULT_CART_KEY } from '../cart/cart-store';
import { useCartOverlay } from './cart-overlay-context';
import styles from './header.module.css';

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M7 18c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2ZM1 2v2h2l3.6 7.6-1.35 2.45A2 2 0 0 0 7 17h12v-2H7.42a.25.25 0 0 1-.22-.37l.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49A1 1 0 0 0 20 4H5.21l-.94-2H1Zm16 16c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2Z"
      />
    </svg>
  );
}

/**
 * Spec §2 Layout, cart icon with the item-count badge (hidden on checkout): outside /shop it goes to the shop;
 * inside /shop with items it opens the cart overlay.
 */
export function CartButton() {
  const { pathname } = useLocation();
  const branch = useCurrentBranch();
  const routeBranch = /^\/store\/([^/]+)/.exec(pathname)?.[1];
  const cartKey = routeBranch ? decodeURIComponent(routeBranch) : (branch?.identifier ?? DEFAULT_CART_KEY);
  const cart = useCart(cartKey);
  const overlay = useCartOverlay();
  if (/\/checkout(\/|$)/.test(pathname)) return null;

  const count = cartItemCount(cart.items);
  const label = shopMessages.cartWithCount({ count });
  const content = (
    <>
      <CartIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      )}
    </>
  );
  const onShop = pathname === '/shop' || pathname.startsWith('/shop/');
  if (onShop && cart.items.length > 0) {
    return (
      <button
        type="button"
        className={styles.cart}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={() => overlay.setOpen(true)}
      >
        {content}
      </button>
    );
  }
  return (
    <Link to="/shop" className={styles.cart} aria-label={label}>
      {content}
    </Link>
  );
}
