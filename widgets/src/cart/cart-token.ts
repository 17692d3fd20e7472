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
