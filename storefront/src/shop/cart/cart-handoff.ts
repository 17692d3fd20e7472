import type { ApiClient } from '@bestell/api-client';

/** Query parameter of the cart hand-off (issue 15, contract 4): `?cart={token}` from a widget's checkout button. */
export const CART_HANDOFF_PARAM = 'cart';

let adoption: Promise<boolean> = Promise.resolve(false);

/**
 * At app start: when the page URL carries `?cart={token}`, the API makes that token the browser's cart cookie
 * (POST /api/carts/adopt with X-Cart-Token) and the parameter leaves the address bar (history.replaceState, before the
 * router reads the location). Call it once, before the first render.
 */
export function startCartHandoff(client: ApiClient, location: Location, history: History): void {
  const url = new URL(location.href);
  const token = url.searchParams.get(CART_HANDOFF_PARAM);
  if (!token) return;
  url.searchParams.delete(CART_HANDOFF_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  adoption = client.request<unknown>('/carts/adopt', { method: 'POST', headers: { 'X-Cart-Token': token } }).then(
    () => true,
    () => false,
  );
}

/**
 * Settles once the hand-off of this page load is done: true when a handed-off cart was adopted (its server cart then
 * replaces the session cart), false when there was none or the API refused it.
 */
export function cartHandoff(): Promise<boolean> {
  return adoption;
}
