import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/helpers.js';
import { analyticsBuckets } from '../../resources/statistics/analytics-buckets.js';
import { analyticsHistoryStatement, demoAnalyticsOptions, seedDemoAnalytics } from './analytics-history.js';

describe('generated analytics history (demo and bench:scale)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('seeded');
  });
  afterAll(async () => {
    await database.close();
  });

  it("the demo's six months: events as the API would store them, counted into the rollups (no raw rows), every analytics bucket has data", async () => {
    const options = demoAnalyticsOptions(new Date('2026-11-27T10:00:00Z'));
    expect(options).toEqual({ lastDay: '2026-11-26', days: 182, visitsPerDay: 40 });
    const started = Date.now();
    const events = await database.db
      .transaction()
      .execute((trx) => seedDemoAnalytics(trx, new Date('2026-11-27T10:00:00Z')));
    const folded = await database.db
      .selectFrom('analyticsDaily')
      .select((eb) => eb.fn.sum<string>('count').as('n'))
      .where('bucket', 'in', ['page-views', 'events', 'resolutions'])
      .executeTakeFirstOrThrow();
    const seconds = (Date.now() - started) / 1000;
    expect(events).toBeGreaterThan(182 * 40 * 3);
    expect(events).toBeLessThan(182 * 40 * 7);
    // Every event is in a rollup: page views, shop events and device infos make up all of them.
    expect(Number(folded.n)).toBe(events);
    // Seeding again adds nothing.
    expect(await seedDemoAnalytics(database.db, new Date('2026-11-27T10:00:00Z'))).toBe(0);
    expect(await database.db.selectFrom('analyticsEvents').selectAll().execute()).toEqual([]);
    const request = { from: '2026-05-29', to: '2026-11-26', branchIds: 'all' as const };
    for (const [name, bucket] of Object.entries(analyticsBuckets)) {
      const result = await bucket.compute(database.db, request);
      expect(result.total.value, name).toBeGreaterThan(0);
    }
    const views = await analyticsBuckets['page-views']?.compute(database.db, request);
    expect(views?.rows[0]?.key).toBe('2026-05-29');
    expect(views?.rows.every((row) => row.value > 0)).toBe(true);
    // Nothing before the first or after the last day.
    const outside = await analyticsBuckets['page-views']?.compute(database.db, {
      ...request,
      from: '2026-11-27',
      to: '2026-11-27',
    });
    expect(outside?.total.value).toBe(0);
    const flow = await analyticsBuckets['event-flow']?.compute(database.db, request);
    const [pageviews = 0, carts = 0, checkouts = 0, purchases = 0] = flow?.rows.map((row) => row.value) ?? [];
    expect(pageviews).toBeGreaterThan(carts);
    expect(carts).toBeGreaterThan(checkouts);
    expect(checkouts).toBeGreaterThan(purchases);
    expect(purchases).toBeGreaterThan(0);
    console.info(`demo analytics: ${events} events generated and counted into the rollups in ${seconds.toFixed(1)} s`);
  });

  it('the statement for a pg client (bench:scale) adds the days it is given to the rollups', async () => {
    const { text, values } = analyticsHistoryStatement({ lastDay: '2025-01-03', days: 3, visitsPerDay: 10 });
    expect(text).toContain('generate_series');
    const { rows } = await database.db.transaction().execute(async (trx) => {
      await sql`set local jit = off`.execute(trx);
      return trx.executeQuery<{ events: number }>(CompiledQuery.raw(text, values));
    });
    expect(rows[0]?.events).toBeGreaterThan(3 * 10 * 2);
    const days = await database.db
      .selectFrom('analyticsDaily')
      .select('day')
      .distinct()
      .where('bucket', '=', 'page-views')
      .where('day', '<', '2025-02-01')
      .orderBy('day')
      .execute();
    expect(days.map((row) => row.day)).toEqual(['2025-01-01', '2025-01-02', '2025-01-03']);
  });
});
