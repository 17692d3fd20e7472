import { pricingMessages } from '@bestell/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styles from './cart.module.css';

/** Spec §9: the add-to-cart notification shows for 5 s. */
export const NOTIFICATION_MS = 5000;

type Show = (branchIdentifier: string) => void;
const NotificationContext = createContext<Show | null>(null);

/** Spec §2 Shop page: 'Produkt zum Warenkorb hinzugefügt.' with 'Jetzt bestellen' to the current branch checkout. */
export function CartNotificationProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<{ branch: string; key: number } | null>(null);
  const show = useCallback<Show>((branch) => setShown({ branch, key: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  const { pathname } = useLocation();
  // On /shop the checkout is the /shop variant (Back returns to /shop); elsewhere the branch checkout.
  const onShop = /^\/shop(\/|$)/.test(pathname);

  // Issue 14: the notice belongs to the page where the product was added; it does not follow the customer into the
  // checkout or onto the status page (whichever way they went there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the path changes
  useEffect(() => {
    setShown(null);
  }, [pathname]);

  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), NOTIFICATION_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);

  return (
    <NotificationContext.Provider value={value}>
      {children}
      <div className={styles.notificationRegion} role="status">
        {shown && (
          <div className={styles.notification} key={shown.key}>
            <span>{pricingMessages.addedToCart}</span>
            <Link
              className={styles.notificationLink}
              to={`/${onShop ? 'shop' : 'store'}/${encodeURIComponent(shown.branch)}/checkout`}
              onClick={() => setShown(null)}
            >
              {pricingMessages.orderNow}
            </Link>
          </div>
        )}
      </div>
    </NotificationContext.Provider>
  );
}

export function useCartNotification(): Show {
  const show = useContext(NotificationContext);
  if (!show) throw new Error('useCartNotification needs a <CartNotificationProvider> above it');
  return show;
}
