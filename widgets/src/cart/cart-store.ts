import type { ServerCart, ServerCartBody } from '@bestell/api-client';
import type { ChosenPartValue, DecimalString, ServiceMode } from '@bestell/domain';
import { widgetClient } from '../shared/api';
import { inTaskOfItsOwn } from '../shared/next-task';
import { newCartToken, readCartToken, rememberCheckout, takeReturnedCheckout, writeCartToken } from './cart-token';

export interface WidgetCart {
  body: ServerCartBody;
  /** The server's cart has arrived (before that, the cart shows as loading). */
  loaded: boolean;
  /** The last save failed (the next change saves again). */
  saveFailed: boolean;
}

export interface CartLineInput {
  product: number;
  amount: DecimalString;
  unit: string;
  parts: ChosenPartValue[];
}

/** Fired on window after every change of a cart, for host pages that want to react (e.g. show a count elsewhere). */
export const CART_CHANGE_EVENT = 'bestell-cart-change';

const emptyBody: ServerCartBody = { items: [], isDelivery: false, isDineIn: false, deliveryArea: null, order: null };
const emptyCart: WidgetCart = { body: emptyBody, loaded: false, saveFailed: false };
const SAVE_DELAY_MS = 250;
/** fetch keepalive allows 64 KiB in flight per page: a bigger cart is saved without it. */
const KEEPALIVE_MAX_BYTES = 60_000;

const samePart = (a: ChosenPartValue, b: ChosenPartValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One cart per page and shop address, shared by every widget of the page (issue 15 §4): the server cart of
 * GET/PUT /api/carts/{branch}, identified by the token in the X-Cart-Token header. Changes show at once and are saved
 * shortly after (one PUT for a burst of clicks); `flush` waits for the save (checkout hands the token over).
 * A change never dies with the page (issue 21.1): when the page is hidden or left (`visibilitychange`, `pagehide`:
 * a link, a reload, a closed tab) a pending save is sent at once, and every save is a keepalive request, which the
 * browser finishes after the page is gone. The token is made before the first save, so no answer is needed.
 * The paths are api-client's getServerCart/putServerCart; the calls go through client.request for the token header.
 */
export class CartStore {
  private readonly carts = new Map<string, WidgetCart>();
  private readonly listeners = new Set<() => void>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly saving = new Map<string, Promise<void>>();
  /** The cart token once read from storage (undefined: not yet read). */
  private knownToken: string | null | undefined;
  private selected: string | null = null;
  /** The branch whose cart was ordered in the hosted checkout that just returned to this page (undefined: not asked). */
  private returnedCheckout: string | null | undefined;

  // The host page's storage is first read when the cart is loaded or changed, not here: the store is made during the
  // widget's first render, and a browser's first localStorage access opens the site's storage (several ms on a phone).
  constructor(private readonly apiBase: string) {
    if (typeof window === 'undefined') return;
    window.addEventListener('pagehide', this.sendPending);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') this.sendPending();
    });
  }

  private get token(): string | null {
    if (this.knownToken === undefined) this.knownToken = readCartToken(this.apiBase);
    return this.knownToken;
  }

  private set token(token: string | null) {
    this.knownToken = token;
  }

  private get ordered(): string | null {
    if (this.returnedCheckout === undefined) this.returnedCheckout = takeReturnedCheckout(this.apiBase);
    return this.returnedCheckout;
  }

  /** Sends every save still waiting for its delay now, without waiting for a save on its way (the page is going). */
  private readonly sendPending = (): void => {
    for (const [branchKey, timer] of this.timers) {
      clearTimeout(timer);
      this.timers.delete(branchKey);
      const sent = this.put(branchKey);
      sent.catch(() => undefined);
      const before = this.saving.get(branchKey) ?? Promise.resolve();
      this.saving.set(
        branchKey,
        Promise.allSettled([before, sent]).then(() => sent),
      );
    }
  };

  get(branchKey: string): WidgetCart {
    return this.carts.get(branchKey) ?? emptyCart;
  }

  /** The branch the customer worked with last on this page (the cart widget follows it unless told otherwise). */
  get selectedBranch(): string | null {
    return this.selected;
  }

  selectBranch(branchKey: string): void {
    if (this.selected === branchKey) return;
    this.selected = branchKey;
    this.notify(branchKey);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Loads the server cart of a branch once per page (again after a failure). */
  ensureLoaded(branchKey: string): Promise<void> {
    let pending = this.loading.get(branchKey);
    if (!pending) {
      pending = this.fetchCart(branchKey);
      pending.catch(() => this.loading.delete(branchKey));
      this.loading.set(branchKey, pending);
    }
    return pending;
  }

  add(branchKey: string, line: CartLineInput, amountToAdd: (current: DecimalString) => DecimalString): void {
    this.change(branchKey, (body) => {
      const index = body.items.findIndex(
        (item) =>
          item.product === line.product &&
          item.unit === line.unit &&
          item.parts.length === line.parts.length &&
          item.parts.every((part, position) => samePart(part, line.parts[position] ?? null)),
      );
      if (index < 0) return { ...body, items: [...body.items, line] };
      return {
        ...body,
        items: body.items.map((item, position) =>
          position === index ? { ...item, amount: amountToAdd(item.amount) } : item,
        ),
      };
    });
    this.selectBranch(branchKey);
  }

  setAmount(branchKey: string, index: number, amount: DecimalString): void {
    this.change(branchKey, (body) => ({
      ...body,
      items: body.items.map((item, position) => (position === index ? { ...item, amount } : item)),
    }));
  }

  remove(branchKey: string, index: number): void {
    this.change(branchKey, (body) => ({ ...body, items: body.items.filter((_, position) => position !== index) }));
  }

  setMode(branchKey: string, mode: ServiceMode): void {
    this.change(branchKey, (body) => ({ ...body, isDelivery: mode === 'delivery', isDineIn: mode === 'dineIn' }));
  }

  /** Saves what is pending now and answers the cart token for the hosted checkout of the branch. */
  async checkout(branchKey: string): Promise<string> {
    const token = await this.flush(branchKey);
    rememberCheckout(this.apiBase, branchKey);
    return token;
  }

  /** Saves what is pending now and answers the cart token. */
  async flush(branchKey: string): Promise<string> {
    const timer = this.timers.get(branchKey);
    if (timer !== undefined) {
      clearTimeout(timer);
      this.timers.delete(branchKey);
      await this.save(branchKey);
    } else {
      await this.saving.get(branchKey);
    }
    if (this.token === null) await this.save(branchKey);
    if (this.token === null) throw new Error('no cart token');
    return this.token;
  }

  private async fetchCart(branchKey: string): Promise<void> {
    const client = widgetClient(this.apiBase);
    // The storage's first read and the request each in a task of their own (they run from a render's effects).
    const token = await inTaskOfItsOwn(async () => this.token);
    const server = await inTaskOfItsOwn(() =>
      client.request<ServerCart>(
        `/carts/${encodeURIComponent(branchKey)}`,
        token ? { headers: { 'X-Cart-Token': token } } : {},
      ),
    );
    const current = this.carts.get(branchKey);
    if (this.ordered === branchKey) {
      // Back from the hosted checkout with the order placed: its lines are ordered, the cart starts empty again.
      this.carts.set(branchKey, { body: toBody(server), loaded: true, saveFailed: false });
      this.change(branchKey, (body) => ({ ...body, items: current?.body.items ?? [] }));
      return;
    }
    // Lines added while the answer was on its way win (they are saved on top of it).
    const body = current && current.body.items.length > 0 ? current.body : toBody(server);
    this.carts.set(branchKey, { body, loaded: true, saveFailed: current?.saveFailed ?? false });
    this.notify(branchKey);
  }

  private change(branchKey: string, update: (body: ServerCartBody) => ServerCartBody): void {
    if (this.token === null) {
      this.token = newCartToken();
      writeCartToken(this.apiBase, this.token);
    }
    const current = this.get(branchKey);
    this.carts.set(branchKey, { ...current, body: update(current.body) });
    this.notify(branchKey);
    clearTimeout(this.timers.get(branchKey));
    this.timers.set(
      branchKey,
      setTimeout(() => {
        this.timers.delete(branchKey);
        void this.save(branchKey).catch(() => undefined);
      }, SAVE_DELAY_MS),
    );
  }

  private save(branchKey: string): Promise<void> {
    const previous = this.saving.get(branchKey) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.put(branchKey));
    this.saving.set(branchKey, next);
    return next;
  }

  /** One PUT of the branch's cart as it is now (keepalive: it arrives even when the page goes meanwhile). */
  private async put(branchKey: string): Promise<void> {
    const client = widgetClient(this.apiBase);
    const body = this.get(branchKey).body;
    const request = {
      method: 'PUT' as const,
      body,
      keepalive: new TextEncoder().encode(JSON.stringify(body)).length <= KEEPALIVE_MAX_BYTES,
      ...(this.token ? { headers: { 'X-Cart-Token': this.token } } : {}),
    };
    try {
      const saved = await client.request<ServerCart>(`/carts/${encodeURIComponent(branchKey)}`, request);
      if (saved.token && saved.token !== this.token) {
        this.token = saved.token;
        writeCartToken(this.apiBase, saved.token);
      }
      this.setSaveFailed(branchKey, false);
    } catch (error) {
      this.setSaveFailed(branchKey, true);
      throw error;
    }
  }

  private setSaveFailed(branchKey: string, failed: boolean): void {
    const current = this.get(branchKey);
    if (current.saveFailed === failed) return;
    this.carts.set(branchKey, { ...current, saveFailed: failed });
    this.notify(branchKey);
  }

  private notify(branchKey: string): void {
    for (const listener of this.listeners) listener();
    if (typeof window === 'undefined') return;
    const count = this.get(branchKey).body.items.length;
    window.dispatchEvent(new CustomEvent(CART_CHANGE_EVENT, { detail: { branch: branchKey, count } }));
  }
}

function toBody(server: ServerCart): ServerCartBody {
  return {
    items: server.items,
    isDelivery: server.isDelivery,
    isDineIn: server.isDineIn,
    deliveryArea: server.deliveryArea,
    order: server.order,
  };
}

const stores = new Map<string, CartStore>();

/** The page's one cart store of a shop address (module state: every element of the bundle shares it). */
export function cartStoreOf(apiBase: string): CartStore {
  let store = stores.get(apiBase);
  if (!store) {
    store = new CartStore(apiBase);
    stores.set(apiBase, store);
  }
  return store;
}
