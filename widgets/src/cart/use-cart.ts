import { useEffect, useSyncExternalStore } from 'react';
import { type CartStore, cartStoreOf, type WidgetCart } from './cart-store';

/** The page's cart of a branch (loaded from the server once), re-rendered on every change by any widget. */
export function useCart(apiBase: string, branchKey: string | undefined): { store: CartStore; cart: WidgetCart | null } {
  const store = cartStoreOf(apiBase);
  const cart = useSyncExternalStore(store.subscribe, () => (branchKey ? store.get(branchKey) : null));
  useEffect(() => {
    if (branchKey) store.ensureLoaded(branchKey).catch(() => undefined);
  }, [store, branchKey]);
  return { store, cart };
}

/** The branch the cart shows: the one the customer last added to on this page, else the attribute's. */
export function useSelectedBranch(apiBase: string): string | null {
  const store = cartStoreOf(apiBase);
  return useSyncExternalStore(store.subscribe, () => store.selectedBranch);
}
