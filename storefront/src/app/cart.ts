import { trackShopEvent } from '../shop/analytics/analytics';
import { type CartStore, createCartStore, type KeyValueStorage } from '../shop/cart/cart-store';
import { createServerCartSync } from '../shop/cart/server-cart-sync';
import { apiClient } from './api';

function sessionStorageOrNull(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Saves every cart change to the server cart (spec §2 Cart: kept in step with the server cart). */
export const serverCartSync = createServerCartSync(apiClient);

const store = createCartStore({ storage: sessionStorageOrNull(), sync: serverCartSync });

/**
 * The one cart store of the shop: session storage per branch (spec §4), saved to the server cart; every item added
 * is an add-to-cart analytics event of its cart (the branch identifier or 'default').
 */
export const cartStore: CartStore = {
  ...store,
  add(branchKey, item) {
    store.add(branchKey, item);
    trackShopEvent('add-to-cart', branchKey);
  },
};
