import { type ApiClient, putServerCart, type ServerCart, type ServerCartBody } from '@bestell/api-client';
import type { Product, ServiceMode } from '@bestell/domain';
import type { CartSync } from './cart-store';
import type { Cart, StoredCartItem } from './cart-types';

/** What the server cart keeps beyond items and mode (the checkout's delivery area and form), per branch key. */
type Extras = Pick<ServerCartBody, 'deliveryArea' | 'order'>;

/** The session cart as the server stores it; the delivery area and the form kept on the server are passed on. */
export function toServerCart(cart: Cart, extras: Extras = { deliveryArea: null, order: null }): ServerCartBody {
  return {
    items: cart.items.map((item) => ({
      product: item.product.id,
      amount: item.amount,
      unit: item.unit,
      parts: item.parts,
    })),
    isDelivery: cart.mode === 'delivery',
    isDineIn: cart.mode === 'dineIn',
    ...extras,
  };
}

/**
 * The server cart as a session cart: lines whose product is among the branch's orderable products, with the product
 * as it is now (the snapshot the §4 validity check compares against). Neither flag set counts as not chosen.
 */
export function fromServerCart(server: ServerCartBody, products: readonly Product[]): Cart {
  const items: StoredCartItem[] = [];
  for (const line of server.items) {
    const product = products.find((candidate) => candidate.id === line.product);
    if (!product) continue;
    items.push({
      product: { id: product.id, name: product.name, description: product.description, price: product.price },
      amount: line.amount,
      unit: line.unit,
      parts: line.parts,
    });
  }
  const mode: ServiceMode | null = server.isDelivery ? 'delivery' : server.isDineIn ? 'dineIn' : null;
  return { items, mode };
}

export interface ServerCartSync extends CartSync {
  /** Remembers what the server holds for a branch (its delivery area and form survive the next save). */
  remember(branchKey: string, server: ServerCart): void;
}

/** fetch keepalive allows 64 KiB in flight per page: a bigger cart is saved without it. */
const KEEPALIVE_MAX_BYTES = 60_000;

/**
 * Spec §2 Cart "kept in step with the server cart": every change of a session cart is saved to
 * PUT /api/carts/{branch} (debounced per branch; the cart token travels in the httpOnly cookie). A failed save is
 * left alone: the session cart stays the customer's cart and the next change saves again.
 * Issue 21.1: the session cart survives a reload, but a save still waiting for its delay would die with the page, and
 * a new tab (or the widgets' hand-off) would find the server cart without the last change. So a waiting save is sent
 * at once when the page is hidden or left (`visibilitychange`, `pagehide`), as a keepalive request the browser
 * finishes after the page is gone.
 */
export function createServerCartSync(client: ApiClient, delayMs = 400): ServerCartSync {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const pending = new Map<string, Cart>();
  const extras = new Map<string, Extras>();
  const send = (branchKey: string) => {
    const cart = pending.get(branchKey);
    clearTimeout(timers.get(branchKey));
    timers.delete(branchKey);
    pending.delete(branchKey);
    if (!cart) return;
    const body = toServerCart(cart, extras.get(branchKey));
    const keepalive = new TextEncoder().encode(JSON.stringify(body)).length <= KEEPALIVE_MAX_BYTES;
    putServerCart(client, branchKey, body, { keepalive }).catch(() => undefined);
  };
  if (typeof window !== 'undefined') {
    const sendAll = () => {
      for (const branchKey of [...pending.keys()]) send(branchKey);
    };
    window.addEventListener('pagehide', sendAll);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') sendAll();
    });
  }
  return {
    saved(branchKey, cart) {
      clearTimeout(timers.get(branchKey));
      pending.set(branchKey, cart);
      timers.set(
        branchKey,
        setTimeout(() => send(branchKey), delayMs),
      );
    },
    remember(branchKey, server) {
      extras.set(branchKey, { deliveryArea: server.deliveryArea, order: server.order });
    },
  };
}
