import type { ApiClient } from '../client.js';
import type { AnswerData, RequestBody } from '../generated/types.js';

/** The answer of GET/PUT /api/carts/{branchIdentifier|default}: the stored cart and the cart token (null before the
 * first save; the cookie carries it). Generated from the API document. */
export type ServerCart = AnswerData<'getCartsByBranch'>;

/** One line of the server cart: what an order item needs (prices are never stored, the server recomputes them). */
export type ServerCartItem = ServerCart['items'][number];

/** PUT body of /api/carts/{branchIdentifier|default} (spec §3 Cart), every field given. */
export type ServerCartBody = Omit<ServerCart, 'token'>;

const cartPath = (branchKey: string) => `/carts/${encodeURIComponent(branchKey)}`;

export function getServerCart(client: ApiClient, branchKey: string, signal?: AbortSignal) {
  return client.request<ServerCart>(cartPath(branchKey), signal ? { signal } : {});
}

/** `keepalive`: the save still arrives when the page goes meanwhile (a link, a reload, a closed tab). */
export function putServerCart(
  client: ApiClient,
  branchKey: string,
  body: ServerCartBody,
  options: { keepalive?: boolean } = {},
) {
  const wire: RequestBody<'putCartsByBranch'> = body;
  return client.request<AnswerData<'putCartsByBranch'>>(cartPath(branchKey), { method: 'PUT', body: wire, ...options });
}
