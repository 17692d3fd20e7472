import { messages, parseDecimal } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../../test/eventually.js';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import type { CatalogChangeFeed, CatalogFeedListener } from '../../../db/change-feed.js';
import { CatalogCache } from '../../../infrastructure/cache/catalog-cache.js';
import { type Envelope, type Failure, openMonday, type Placed, post, takeawayBody } from '../test-fixtures.js';
import { type PlacementCatalog, PlacementCatalogCache } from './placement-cache.js';

function fakeFeed(connected = true): CatalogChangeFeed & { isConnected: boolean } {
  const listeners = new Set<CatalogFeedListener>();
  return {
    isConnected: connected,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: async () => {},
  };
}

/** A read that counts its calls and resolves to a distinct marker object each time. */
function countingRead() {
  let calls = 0;
  const read = async () => {
    calls += 1;
    return { currency: `read ${calls}` } as unknown as PlacementCatalog;
  };
  return { read, calls: () => calls };
}

describe('PlacementCatalogCache', () => {
  it('shares one read per branch until the catalog cache moves to another generation', async () => {
    const catalogCache = new CatalogCache();
    const cache = new PlacementCatalogCache(catalogCache, fakeFeed());
    const counter = countingRead();
    expect(cache.isKeeping).toBe(true);
    const [a, b] = await Promise.all([cache.get(1, counter.read), cache.get(1, counter.read)]);
    expect(a).toBe(b);
    expect(await cache.get(1, counter.read)).toBe(a);
    expect(counter.calls()).toBe(1);
    await cache.get(2, counter.read);
    expect(counter.calls()).toBe(2);

    catalogCache.invalidate();
    const fresh = await cache.get(1, counter.read);
    expect(fresh).not.toBe(a);
    expect(fresh?.currency).toBe('read 3');
  });

  it('does not hand a read that was in flight during a change to later placements', async () => {
    const catalogCache = new CatalogCache();
    const cache = new PlacementCatalogCache(catalogCache, fakeFeed());
    let release: (value: PlacementCatalog) => void = () => {};
    const slow = cache.get(1, () => new Promise<PlacementCatalog>((resolve) => (release = resolve)));
    catalogCache.invalidate();
    const counter = countingRead();
    const after = await cache.get(1, counter.read);
    expect(counter.calls()).toBe(1);
    release({ currency: 'old' } as unknown as PlacementCatalog);
    expect((await slow)?.currency).toBe('old');
    expect(await cache.get(1, counter.read)).toBe(after);
  });

  it('keeps nothing without a change feed, while the feed is disconnected or the catalog cache is suspended', () => {
    expect(new PlacementCatalogCache(new CatalogCache(), undefined).isKeeping).toBe(false);
    const feed = fakeFeed(false);
    const catalogCache = new CatalogCache();
    const cache = new PlacementCatalogCache(catalogCache, feed);
    expect(cache.isKeeping).toBe(false);
    feed.isConnected = true;
    expect(cache.isKeeping).toBe(true);
    catalogCache.suspend();
    expect(cache.isKeeping).toBe(false);
    catalogCache.resume();
    expect(cache.isKeeping).toBe(true);
  });

  it('forgets a failed read', async () => {
    const cache = new PlacementCatalogCache(new CatalogCache(), fakeFeed());
    await expect(cache.get(1, () => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
    const counter = countingRead();
    await cache.get(1, counter.read);
    expect(counter.calls()).toBe(1);
  });
});

describe('POST /api/orders with the placement cache: catalog changes behind the API’s back', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ now: () => openMonday });
  });
  afterAll(async () => {
    await app?.close();
  });

  function place(body: unknown) {
    return app.request<Envelope<Placed> & Failure>('/api/orders', post(body));
  }

  async function totalOf(uid: string) {
    const row = await app.db.selectFrom('orders').select('totalGross').where('uid', '=', uid).executeTakeFirstOrThrow();
    return parseDecimal(row.totalGross);
  }

  // On PGlite the change event arrives with the committing statement; on PostgreSQL a moment later (eventually).
  it('a product disabled, then enabled with a new price in one statement: refused, then priced anew', async () => {
    const first = await place(takeawayBody());
    expect(first.status).toBe(201);
    expect(await totalOf(first.body.data.uid)).toBe(parseDecimal('7.20'));

    await app.db.updateTable('products').set({ isEnabled: false }).where('id', '=', 8).execute();
    const refused = await eventually(async () => {
      const res = await place(takeawayBody());
      return res.status === 422 && res.body.errors[0]?.message === messages.placement.productUnavailable;
    });
    expect(refused).toBe(true);

    await app.db.updateTable('products').set({ isEnabled: true, price: '0.75' }).where('id', '=', 8).execute();
    let uid = '';
    const accepted = await eventually(async () => {
      const res = await place(takeawayBody());
      if (res.status === 201) uid = res.body.data.uid;
      return res.status === 201;
    });
    expect(accepted).toBe(true);
    // 2 × 0.75 + 5.90: enabling and the new price came in one statement, so an accepted order has the new price.
    expect(await totalOf(uid)).toBe(parseDecimal('7.40'));
    await app.db.updateTable('products').set({ price: '0.65' }).where('id', '=', 8).execute();
  });

  it('a branch flag that shapes the form (phone required for takeaway) applies to the next placements', async () => {
    const withoutPhone = takeawayBody({ phone: '' });
    const required = await place(withoutPhone);
    expect(required.status).toBe(422);
    expect(required.body.errors.map((e) => e.field)).toEqual(['phone']);

    await app.db.updateTable('branches').set({ isTakeawayPhoneRequired: false }).where('id', '=', 1).execute();
    expect(await eventually(async () => (await place(withoutPhone)).status === 201)).toBe(true);

    await app.db.updateTable('branches').set({ isTakeawayPhoneRequired: true }).where('id', '=', 1).execute();
    expect(await eventually(async () => (await place(withoutPhone)).status === 422)).toBe(true);
  });
});
