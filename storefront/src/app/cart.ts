import { createCartStore, type KeyValueStorage } from '../shop/cart/cart-store';

function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The one cart store of the shop: session storage per branch (spec §4). The server cart joins through the store's
 * `sync` seam when the orders API is there.
 */
export const cartStore = createCartStore({ storage: sessionStorageOrNull() });
