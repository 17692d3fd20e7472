import { createApiClient } from '@bestell/api-client';
import type { Product } from '@bestell/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerCartSync, fromServerCart, toServerCart } from './server-cart-sync';

const semmel = { id: 8, name: 'Kaisersemmel', description: 'Handgeschlagen.', price: '0.65' } as Product;
const brot = { id: 4, name: 'Hausbrot vom Laib', description: null, price: '5.20' } as Product;
const line = (product: Product, amount: string, unit: string) => ({
  product: { id: product.id, name: product.name, description: product.description, price: product.price },
  amount,
  unit,
  parts: [],
});

describe('server cart mapping (spec §2 Cart kept in step with the server cart)', () => {
  it('sends product ids, amounts, units, parts and the delivery flags; passes on the area and form it knows', () => {
    const cart = { items: [line(semmel, '2', 'Stk.'), line(brot, '1.5', 'kg')], mode: 'delivery' as const };
    expect(toServerCart(cart, { deliveryArea: '1070 Wien-Neubau', order: { comment: 'Bitte läuten' } })).toEqual({
      items: [
        { product: 8, amount: '2', unit: 'Stk.', parts: [] },
        { product: 4, amount: '1.5', unit: 'kg', parts: [] },
      ],
      isDelivery: true,
      isDineIn: false,
      deliveryArea: '1070 Wien-Neubau',
      order: { comment: 'Bitte läuten' },
    });
    expect(toServerCart({ items: [], mode: 'dineIn' })).toMatchObject({
      isDelivery: false,
      isDineIn: true,
      order: null,
    });
  });

  it('takes over only the lines of orderable products, with the product as it is now', () => {
    const server = {
      items: [
        { product: 4, amount: '1.5', unit: 'kg', parts: [] },
        { product: 999, amount: '1', unit: 'Stk.', parts: [] },
      ],
      isDelivery: false,
      isDineIn: true,
      deliveryArea: null,
      order: null,
    };
    expect(fromServerCart(server, [semmel, brot])).toEqual({ items: [line(brot, '1.5', 'kg')], mode: 'dineIn' });
    expect(fromServerCart({ ...server, isDineIn: false }, [brot]).mode).toBeNull();
  });
});

describe('createServerCartSync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the last state of a burst of changes once per branch, with PUT /api/carts/{branch}', async () => {
    const calls: { url: string; method: string | undefined; body: unknown }[] = [];
    const client = createApiClient({
      baseUrl: '',
      fetch: async (input, init) => {
        calls.push({ url: String(input), method: init?.method, body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify({ data: {} }), { status: 200 });
      },
    });
    const sync = createServerCartSync(client, 400);
    sync.saved('wien-mariahilf', { items: [line(semmel, '1', 'Stk.')], mode: null });
    sync.saved('wien-mariahilf', { items: [line(semmel, '3', 'Stk.')], mode: null });
    sync.saved('linz-landstrasse', { items: [], mode: null });
    await vi.advanceTimersByTimeAsync(399);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => [call.method, call.url])).toEqual([
      ['PUT', '/api/carts/wien-mariahilf'],
      ['PUT', '/api/carts/linz-landstrasse'],
    ]);
    expect(calls[0]?.body).toMatchObject({ items: [{ product: 8, amount: '3' }] });
  });

  it('sends a waiting save at once, as keepalive, when the page goes or is hidden (issue 21.1)', async () => {
    const calls: { url: string; keepalive: boolean | undefined; body: unknown }[] = [];
    const client = createApiClient({
      baseUrl: '',
      fetch: async (input, init) => {
        calls.push({ url: String(input), keepalive: init?.keepalive, body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify({ data: {} }), { status: 200 });
      },
    });
    const sync = createServerCartSync(client, 400);
    sync.saved('wien-mariahilf', { items: [line(semmel, '1', 'Stk.'), line(brot, '1', 'kg')], mode: null });
    window.dispatchEvent(new Event('pagehide'));
    expect(calls.map((call) => [call.url, call.keepalive])).toEqual([['/api/carts/wien-mariahilf', true]]);
    expect(calls[0]?.body).toMatchObject({ items: [{ product: 8 }, { product: 4 }] });
    // Sent once: the delay that was waiting does not send it again, and nothing is left to send.
    await vi.advanceTimersByTimeAsync(1000);
    window.dispatchEvent(new Event('pagehide'));
    expect(calls).toHaveLength(1);

    sync.saved('linz-landstrasse', { items: [line(semmel, '2', 'Stk.')], mode: null });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(calls.map((call) => [call.url, call.keepalive])).toEqual([
      ['/api/carts/wien-mariahilf', true],
      ['/api/carts/linz-landstrasse', true],
    ]);
  });
});
