import { createContext, type ReactNode, useContext } from 'react';
import { useExternalStore } from '../../ssr/use-external-store';
import type { CartStore } from './cart-store';
import { type Cart, emptyCart } from './cart-types';

const CartStoreContext = createContext<CartStore | null>(null);

export function CartStoreProvider({ store, children }: { store: CartStore; children: ReactNode }) {
  return <CartStoreContext.Provider value={store}>{children}</CartStoreContext.Provider>;
}

export function useCartStore(): CartStore {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('useCartStore needs a <CartStoreProvider> above it');
  return store;
}

/**
 * The cart of one branch, re-rendering on every change. The server renders (and hydration starts with) the empty cart:
 * the cart lives in the browser's session storage.
 */
export function useCart(branchKey: string): Cart {
  const store = useCartStore();
  return useExternalStore(
    store.subscribe,
    () => store.get(branchKey),
    () => emptyCart,
  );
}
