/**
 * The server cart's token, kept in the host page's localStorage per shop address (DESIGN.md 'Widgets'): no
 * third-party cookie is needed, and every widget of every page of the host site finds the same cart.
 */
const keyOf = (apiBase: string) => `bestell.widgets.cart-token:${apiBase}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked storage (privacy settings): the cart lives as long as the page
  }
}

/**
 * A new cart token, made here rather than by the first PUT (which would answer one): the token is known and kept
 * before the first save leaves, so a save sent as the page goes (keepalive, no answer read) still lands in the cart
 * the next page asks for. 32 random bytes, base64url (43 characters), the form the API accepts and makes itself.
 */
export function newCartToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function readCartToken(apiBase: string): string | null {
  try {
    return storage()?.getItem(keyOf(apiBase)) ?? null;
  } catch {
    return null;
  }
}

export function writeCartToken(apiBase: string, token: string): void {
  try {
    storage()?.setItem(keyOf(apiBase), token);
  } catch {
    // quota or blocked storage: the token is kept in memory by the store
  }
}

const checkoutKeyOf = (apiBase: string) => `bestell.widgets.checkout:${apiBase}`;

/** Remembers the branch whose cart went to the hosted checkout (cleared when the page comes back with an order). */
export function rememberCheckout(apiBase: string, branchKey: string): void {
  try {
    storage()?.setItem(checkoutKeyOf(apiBase), branchKey);
  } catch {
    // blocked storage: the cart is not emptied on return
  }
}

/**
 * The branch of a checkout that came back with an order (the page's URL carries `uid` and `hash`, contract 4); it is
 * forgotten once asked for.
 */
export function takeReturnedCheckout(apiBase: string): string | null {
  if (typeof location === 'undefined') return null;
  const query = new URLSearchParams(location.search);
  if (!query.get('uid') || !query.get('hash')) return null;
  try {
    const branchKey = storage()?.getItem(checkoutKeyOf(apiBase)) ?? null;
    storage()?.removeItem(checkoutKeyOf(apiBase));
    return branchKey;
  } catch {
    return null;
  }
}
