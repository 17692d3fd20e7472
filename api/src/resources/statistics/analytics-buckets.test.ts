import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/helpers.js';
import { foldClosedDays } from '../analytics-log/fold.js';
import { analyticsDayOf } from '../analytics-log/local-day.js';
import { analyticsRollupBuckets } from '../analytics-log/rollups.js';
import { analyticsBuckets } from './analytics-buckets.js';
import { rawAnalyticsBucket } from './analytics-raw-reference-test-kit.js';
import { everyDay } from './series.js';

/** Four days around each DST switch of 2026 (23-hour 29 March, 25-hour 25 October) and a year end. */
const windows = [Date.UTC(2026, 2, 27, 12), Date.UTC(2026, 9, 23, 12), Date.UTC(2026, 11, 30, 12)];
const paths = ['/', '/filialen', '/filialen/graz', '/kasse', '/seite/ueber-uns'];
const hosts = [null, null, 'google.at', 'facebook.com', 'falter.at'];
const actions = ['add-to-cart', 'checkout-start', 'purchase'] as const;

const eventSpec = fc.record({
  window: fc.constantFrom(...windows),
  minutes: fc.integer({ min: 0, max: 4 * 24 * 60 }),
  visitor: fc.integer({ min: 0, max: 6 }),
  agent: fc.constantFrom('Firefox/Windows', 'Safari/iOS', '', 'Chrome/Android'),
  kind: fc.oneof(
    fc.record({
      type: fc.constant('pageview' as const),
      path: fc.constantFrom(...paths),
      host: fc.constantFrom(...hosts),
    }),
    fc.record({
      type: fc.constant('device' as const),
      size: fc.constantFrom('1920x1080', '390x844', '1366x768'),
      ratio: fc.constantFrom('1', '1.5', '2', '3'),
      scheme: fc.constantFrom('light', 'dark', 'no-preference'),
    }),
    fc.record({
      type: fc.constant('event' as const),
      action: fc.constantFrom(...actions),
      category: fc.constantFrom(null, 'graz', 'wien'),
    }),
  ),
});
type EventSpec = typeof eventSpec extends fc.Arbitrary<infer T> ? T : never;

async function insertEvents(database: TestDatabase, specs: EventSpec[]): Promise<void> {
  const rows = specs.map((spec) => {
    const occurredAt = new Date(spec.window + spec.minutes * 60_000);
    const day = analyticsDayOf(occurredAt);
    const [browser = null, os = null] = spec.agent === '' ? [] : spec.agent.split('/');
    const common = { occurredAt, day, visitor: `v${spec.visitor}-${day}`, browser, os };
    const kind = spec.kind;
    if (kind.type === 'pageview') return { ...common, type: 'pageview', action: kind.path, referrerHost: kind.host };
    if (kind.type === 'device') {
      const [width, height] = kind.size.split('x').map(Number);
      return {
        ...common,
        type: 'device',
        action: 'info',
        width,
        height,
        pixelRatio: kind.ratio,
        colorScheme: kind.scheme,
      };
    }
    return { ...common, type: 'event', action: kind.action, category: kind.category };
  });
  await database.db.insertInto('analyticsEvents').values(rows).execute();
}

describe('analytics buckets', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('migrated');
  });
  afterAll(async () => {
    await database.close();
  });

  it('rollups (some days folded, the rest raw) equal a plain count over the raw rows, for every bucket (property; DST days)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventSpec, { minLength: 1, maxLength: 40 }),
        fc.constantFrom(...windows),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 4 }),
        async (specs, window, foldOffset, startOffset, length) => {
          await database.db.deleteFrom('analyticsEvents').execute();
          await database.db.deleteFrom('analyticsDaily').execute();
          await insertEvents(database, specs);
          const days = everyDay(
            new Date(window - 86_400_000).toISOString().slice(0, 10),
            new Date(window + 6 * 86_400_000).toISOString().slice(0, 10),
          );
          const from = days[startOffset + 1] ?? '2026-01-01';
          const to = days[Math.min(startOffset + 1 + length, days.length - 1)] ?? from;
          const request = { from, to, branchIds: 'all' as const };
          const expected = new Map<string, unknown>();
          for (const name of analyticsRollupBuckets)
            expected.set(name, await rawAnalyticsBucket(database.db, name, request));
          // Fold the days before a random day: those are read from analytics_daily, the others from raw rows.
          await foldClosedDays(database.db, days[foldOffset] ?? from);
          for (const name of analyticsRollupBuckets) {
            const bucket = analyticsBuckets[name];
            if (!bucket) throw new Error(`bucket ${name} not registered`);
            expect(await bucket.compute(database.db, request), `${name} ${from}..${to}`).toEqual(expected.get(name));
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('a branch-scoped call gets empty rows (visits are shop-wide), days and grid cells still present', async () => {
    // Also the rollups the property test's folds left behind: its random runs may have folded these days.
    await database.db.deleteFrom('analyticsEvents').execute();
    await database.db.deleteFrom('analyticsDaily').execute();
    await insertEvents(database, [
      {
        window: windows[0] ?? 0,
        minutes: 60,
        visitor: 1,
        agent: 'Firefox/Windows',
        kind: { type: 'pageview', path: '/', host: 'google.at' },
      },
    ]);
    const scoped = { from: '2026-03-27', to: '2026-03-28', branchIds: [1] };
    const all = { ...scoped, branchIds: 'all' as const };
    expect((await analyticsBuckets['page-views']?.compute(database.db, all))?.total.value).toBe(1);
    expect(await analyticsBuckets['page-views']?.compute(database.db, scoped)).toEqual({
      rows: [
        { key: '2026-03-27', value: 0 },
        { key: '2026-03-28', value: 0 },
      ],
      total: { value: 0 },
    });
    expect((await analyticsBuckets.referrers?.compute(database.db, scoped))?.rows).toEqual([]);
    expect((await analyticsBuckets['visitor-times']?.compute(database.db, scoped))?.rows).toHaveLength(168);
  });
});
