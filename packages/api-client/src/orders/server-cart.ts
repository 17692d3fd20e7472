import type { ChosenPartValue, DecimalString, Id } from '@bestell/domain';
import type { ApiClient } from '../client.js';

/** One line of the server cart: what an order item needs (prices are never stored, the server recomputes them). */
export interface ServerCartItem {
  product: Id;
  amount: DecimalString;
  unit: string;
  parts: ChosenPartValue[];
}

/** PUT body of /api/carts/{branchIdentifier|default} (spec §3 Cart). */
export interface ServerCartBody {
  items: ServerCartItem[];
  isDelivery: boolean;
  isDineIn: boolean;
  deliveryArea: string | null;
  order: Record<string, unknown> | null;
}

/** The answer: the stored cart and the cart token (null before the first save; the cookie carries it). */
export interface ServerCart extends ServerCartBody {
  token: string | null;
}

const cartPath = (branchKey: string) => `/carts/${encodeURIComponent(branchKey)}`;

export function getServerCart(client: ApiClient, branchKey: string, signal?: AbortSignal) {
  return client.request<ServerCart>(cartPath(branchKey), signal ? { signal } : {});
}

export function putServerCart(client: ApiClient, branchKey: string, body: ServerCartBody) {
  return client.request<ServerCart>(cartPath(branchKey), { method: 'PUT', body });
}
