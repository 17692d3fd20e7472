import { type Branch, keepValidCartItems, type Product, type ServiceMode } from '@bestell/domain';
import { type Cart, emptyCart, type StoredCartItem } from './cart-types';
import { parseCart } from './parse-cart';

/** The part of the Web Storage API the store uses (sessionStorage in the browser, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * The seam to the server cart (spec §2 Cart "kept in step with the server cart"). The orders API brings the
 * implementation: `saved` is told after every local change; `load` may hand in the server's cart for a branch.
 */
export interface CartSync {
  saved(branchKey: string, cart: Cart): void;
}

export const CART_STORAGE_PREFIX = 'bestell.cart.';
/** Spec §4 Cart: per branch, or under 'default'. */
export const DEFAULT_CART_KEY = 'default';

export interface CartStore {
  get(branchKey: string): Cart;
  subscribe(listener: () => void): () => void;
  add(branchKey: string, item: StoredCartItem): void;
  /** Replaces the item at `index` (editing an item in the cart). */
  replace(branchKey: string, index: number, item: StoredCartItem): void;
  remove(branchKey: string, index: number): void;
  clear(branchKey: string): void;
  setMode(branchKey: string, mode: ServiceMode | null): void;
  /** Replaces the whole cart (the server cart when it is loaded). */
  load(branchKey: string, cart: Cart): void;
  /**
   * Spec §4: after a data reload, drops items whose product no longer matches an active product (same id, name,
   * description and price, scope fits). Returns how many were dropped.
   */
  keepValid(
    branchKey: string,
    activeProducts: readonly Product[],
    branch: Pick<Branch, 'identificationNumber'>,
  ): number;
}

export function createCartStore(options: { storage: KeyValueStorage | null; sync?: CartSync }): CartStore {
  const { storage, sync } = options;
  const cache = new Map<string, Cart>();
  const listeners = new Set<() => void>();

  function read(branchKey: string): Cart {
    const cached = cache.get(branchKey);
    if (cached) return cached;
    let text: string | null = null;
    try {
      text = storage?.getItem(CART_STORAGE_PREFIX + branchKey) ?? null;
    } catch {
      // storage blocked (private mode): the cart lives in memory only
    }
    const cart = parseCart(text);
    cache.set(branchKey, cart);
    return cart;
  }

  function write(branchKey: string, cart: Cart): void {
    cache.set(branchKey, cart);
    try {
      if (cart.items.length === 0 && cart.mode === null) storage?.removeItem(CART_STORAGE_PREFIX + branchKey);
      else storage?.setItem(CART_STORAGE_PREFIX + branchKey, JSON.stringify(cart));
    } catch {
      // quota or blocked storage: keep the in-memory cart
    }
    sync?.saved(branchKey, cart);
    for (const listener of listeners) listener();
  }

  function update(branchKey: string, change: (cart: Cart) => Cart): void {
    write(branchKey, change(read(branchKey)));
  }

  return {
    get: read,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add: (key, item) => update(key, (cart) => ({ ...cart, items: [...cart.items, item] })),
    replace: (key, index, item) =>
      update(key, (cart) => ({
        ...cart,
        items: cart.items.map((existing, position) => (position === index ? item : existing)),
      })),
    remove: (key, index) =>
      update(key, (cart) => ({ ...cart, items: cart.items.filter((_, position) => position !== index) })),
    clear: (key) => update(key, (cart) => ({ ...cart, items: [] })),
    setMode: (key, mode) => update(key, (cart) => ({ ...cart, mode })),
    load: (key, cart) => write(key, cart),
    keepValid(key, activeProducts, branch) {
      const cart = read(key);
      const items = keepValidCartItems(cart.items, activeProducts, branch);
      const dropped = cart.items.length - items.length;
      if (dropped > 0) write(key, { ...cart, items });
      return dropped;
    },
  };
}

export { type Cart, emptyCart };
