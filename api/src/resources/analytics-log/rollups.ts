import { type RawBuilder, sql } from 'kysely';

/**
 * The analytics rollups (issue 26 point 4): per local day, bucket, key and sub-key a count, either of events or of
 * the day's distinct visitors. Each is defined once here over a raw event row `e` (analytics_events) and used three
 * ways: folding closed days into analytics_daily (fold.ts), counting the open day's raw rows when a statistic is read
 * (read.ts), and in tests against a plain query over the raw rows.
 */
export const analyticsRollupBuckets = [
  'unique-visitors',
  'page-views',
  'pages',
  'events',
  'event-flow',
  'resolutions',
  'device-pixel-ratios',
  'color-schemes',
  'referrers',
  'browsers',
  'operating-systems',
  'visitor-times',
] as const;
export type AnalyticsRollupBucket = (typeof analyticsRollupBuckets)[number];

export interface RollupDefinition {
  /** SQL over `e`: the key (never null for the rows `where` keeps). */
  key: RawBuilder<string>;
  /** SQL over `e`: the sub-key ('' when the bucket has none). */
  subKey: RawBuilder<string>;
  /** Count the rows ('events') or the day's distinct visitor hashes ('visitors'). */
  measure: 'events' | 'visitors';
  /** SQL over `e`: which rows count. */
  where: RawBuilder<boolean>;
}

const none = sql<string>`''`;
const pageviews = sql<boolean>`e.type = 'pageview'`;
const devices = sql<boolean>`e.type = 'device'`;

/** The shop's funnel steps in order: a page view, then the shop events. */
export const eventFlowSteps = ['pageview', 'add-to-cart', 'checkout-start', 'purchase'] as const;

export const rollupDefinitions: Record<AnalyticsRollupBucket, RollupDefinition> = {
  'unique-visitors': { key: none, subKey: none, measure: 'visitors', where: sql<boolean>`true` },
  'page-views': { key: none, subKey: none, measure: 'events', where: pageviews },
  pages: { key: sql<string>`e.action`, subKey: none, measure: 'events', where: pageviews },
  events: {
    key: sql<string>`e.action`,
    subKey: sql<string>`coalesce(e.category, '')`,
    measure: 'events',
    where: sql<boolean>`e.type = 'event'`,
  },
  'event-flow': {
    key: sql<string>`case when e.type = 'pageview' then 'pageview' else e.action end`,
    subKey: none,
    measure: 'visitors',
    where: sql<boolean>`e.type in ('pageview', 'event')`,
  },
  resolutions: { key: sql<string>`e.width || 'x' || e.height`, subKey: none, measure: 'events', where: devices },
  'device-pixel-ratios': { key: sql<string>`e.pixel_ratio`, subKey: none, measure: 'events', where: devices },
  'color-schemes': { key: sql<string>`e.color_scheme`, subKey: none, measure: 'events', where: devices },
  referrers: {
    key: sql<string>`e.referrer_host`,
    subKey: none,
    measure: 'events',
    where: sql<boolean>`e.type = 'pageview' and e.referrer_host is not null`,
  },
  browsers: {
    key: sql<string>`coalesce(e.browser, 'unknown')`,
    subKey: none,
    measure: 'visitors',
    where: sql<boolean>`true`,
  },
  'operating-systems': {
    key: sql<string>`coalesce(e.os, 'unknown')`,
    subKey: none,
    measure: 'visitors',
    where: sql<boolean>`true`,
  },
  // The local hour (00–23) the visitor was active in; a visitor counts once per hour and day.
  'visitor-times': {
    key: sql<string>`to_char(e.occurred_at at time zone 'Europe/Vienna', 'HH24')`,
    subKey: none,
    measure: 'visitors',
    where: sql<boolean>`true`,
  },
};

/** The count expression of a definition over `e`. */
export function measureOf(definition: RollupDefinition): RawBuilder<string> {
  return definition.measure === 'visitors' ? sql<string>`count(distinct e.visitor)` : sql<string>`count(*)`;
}

/**
 * One select per bucket over the rows of `source` (aliased `e`), giving (bucket, day, key, sub_key, count) grouped
 * by day, key and sub-key; joined by union all.
 */
export function rollupSelects(
  source: RawBuilder<unknown>,
  buckets: readonly AnalyticsRollupBucket[],
): RawBuilder<unknown> {
  const selects = buckets.map((bucket) => {
    const d = rollupDefinitions[bucket];
    return sql`select ${bucket}::text as bucket, e.day, ${d.key} as key, ${d.subKey} as sub_key, ${measureOf(d)}::bigint as count
      from ${source} e where ${d.where} group by 2, 3, 4`;
  });
  return sql.join(selects, sql` union all `);
}
