import { statisticsTopLimit } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { type AnalyticsCount, type AnalyticsGrouping, readAnalyticsCounts } from '../analytics-log/read.js';
import { type AnalyticsRollupBucket, eventFlowSteps } from '../analytics-log/rollups.js';
import type { BucketDefinition, BucketGroup, BucketResult, StatisticsRequest, StatisticsRow } from './bucket.js';
import { everyDay, everyWeekdayHour, sumRows } from './series.js';

/**
 * The analytics buckets of GET /api/statistics/{bucket} (issue 26; data from POST /api/analytics-log): daily
 * rollups plus the open day's raw events. Visits belong to the shop, not to a branch: the figures are shop-wide and
 * answered to callers who see every branch (admins without branchId); a branch-scoped call gets empty rows.
 */
const shopWide = ' Shop-wide (visits are not tied to a branch): empty rows when the call is limited to branches.';

function counts(db: Db, bucket: AnalyticsRollupBucket, request: StatisticsRequest, grouping: AnalyticsGrouping) {
  if (request.branchIds !== 'all') return Promise.resolve<AnalyticsCount[]>([]);
  return readAnalyticsCounts(db, bucket, request.from, request.to, grouping);
}

/** Largest first, then by key. */
function byCount(a: StatisticsRow, b: StatisticsRow): number {
  return b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** Per key (sub-keys added up), largest first; a top list keeps `statisticsTopLimit`, the total counts every key. */
function keyed(rows: AnalyticsCount[], top: boolean): BucketResult {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.key, (sums.get(row.key) ?? 0) + row.count);
  const all = [...sums].map(([key, value]) => ({ key, value })).sort(byCount);
  return { rows: top ? all.slice(0, statisticsTopLimit) : all, total: sumRows(all, false) };
}

function daySeries(bucket: AnalyticsRollupBucket, description: string): BucketDefinition {
  return {
    kind: 'days',
    description: description + shopWide,
    async compute(db, request) {
      const byDay = new Map((await counts(db, bucket, request, 'day')).map((row) => [row.day, row.count]));
      const rows = everyDay(request.from, request.to).map((day) => ({ key: day, value: byDay.get(day) ?? 0 }));
      return { rows, total: sumRows(rows, false) };
    },
  };
}

function ranking(bucket: AnalyticsRollupBucket, kind: 'top' | 'shares', description: string): BucketDefinition {
  return {
    kind,
    description: description + shopWide,
    async compute(db, request) {
      return keyed(await counts(db, bucket, request, 'key'), kind === 'top');
    },
  };
}

const eventFlow: BucketDefinition = {
  kind: 'shares',
  description:
    'The shop funnel in its order (not sorted): visitors with a page view, an add to cart, a checkout start, a purchase (distinct visitors per day, added up).' +
    shopWide,
  async compute(db, request) {
    const sums = new Map<string, number>();
    for (const row of await counts(db, 'event-flow', request, 'key')) {
      sums.set(row.key, (sums.get(row.key) ?? 0) + row.count);
    }
    const rows = eventFlowSteps.map((step) => ({ key: step, value: sums.get(step) ?? 0 }));
    return { rows, total: { value: rows[0]?.value ?? 0 } };
  },
};

const visitorTimes: BucketDefinition = {
  kind: 'grid',
  description:
    'Visitors per local weekday × hour (Europe/Vienna): a visitor counts once in every hour of a day it was active in.' +
    shopWide,
  async compute(db, request) {
    const cells = new Map(everyWeekdayHour().map((key) => [key, 0]));
    for (const row of await counts(db, 'visitor-times', request, 'weekday-key')) {
      const key = `${row.day}-${row.key}`;
      cells.set(key, (cells.get(key) ?? 0) + row.count);
    }
    const rows = [...cells].map(([key, value]) => ({ key, value }));
    return { rows, total: sumRows(rows, false) };
  },
};

export const analyticsBuckets: BucketGroup = {
  'unique-visitors': daySeries(
    'unique-visitors',
    'Distinct visitors per local day (a salted hash of address and browser that changes every day).',
  ),
  'page-views': daySeries('page-views', 'Page views per local day.'),
  pages: ranking('pages', 'top', 'Page views per path (without query string).'),
  events: ranking('events', 'shares', 'Shop events per action: add-to-cart, checkout-start, purchase.'),
  'event-flow': eventFlow,
  resolutions: ranking('resolutions', 'top', 'Visits per screen resolution (WIDTHxHEIGHT in CSS pixels).'),
  'device-pixel-ratios': ranking('device-pixel-ratios', 'shares', 'Visits per device pixel ratio.'),
  'color-schemes': ranking(
    'color-schemes',
    'shares',
    'Visits per preferred colour scheme: light, dark, no-preference.',
  ),
  referrers: ranking('referrers', 'top', 'Page views arriving from another site, per referrer host.'),
  browsers: ranking(
    'browsers',
    'shares',
    'Visitors per browser name (distinct per day, added up; unknown when not recognised).',
  ),
  'operating-systems': ranking(
    'operating-systems',
    'shares',
    'Visitors per operating system (distinct per day, added up; unknown when not recognised).',
  ),
  'visitor-times': visitorTimes,
};
