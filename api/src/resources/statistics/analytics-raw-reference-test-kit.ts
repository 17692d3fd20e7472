import { statisticsTopLimit } from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AnalyticsRollupBucket } from '../analytics-log/rollups.js';
import type { BucketResult, StatisticsRequest, StatisticsRow } from './bucket.js';
import { everyDay, everyWeekdayHour, sumRows } from './series.js';

/**
 * The analytics buckets computed the plain way, for the property test: every raw event of the range read with its
 * local day, weekday and hour (PostgreSQL's time-zone conversion of occurred_at, not the stored day column), then
 * counted here — no rollup definition or table involved.
 */
interface RawEvent {
  day: string;
  weekday: number;
  hour: number;
  visitor: string;
  type: string;
  action: string;
  referrerHost: string | null;
  browser: string | null;
  os: string | null;
  width: number | null;
  height: number | null;
  pixelRatio: string | null;
  colorScheme: string | null;
}

async function rawEvents(db: Db, request: StatisticsRequest): Promise<RawEvent[]> {
  const local = sql`(occurred_at at time zone 'Europe/Vienna')`;
  const { rows } = await sql<RawEvent>`
    select to_char(${local}, 'YYYY-MM-DD') as day, extract(isodow from ${local})::integer as weekday,
      extract(hour from ${local})::integer as hour, visitor, type, action, referrer_host as "referrerHost",
      browser, os, width, height, pixel_ratio as "pixelRatio", color_scheme as "colorScheme"
    from analytics_events where ${local}::date between ${request.from}::date and ${request.to}::date`.execute(db);
  return rows;
}

/** Count per key: every event, or each visitor once per day and key. */
function count(events: RawEvent[], keyOf: (event: RawEvent) => string, distinctVisitors: boolean): Map<string, number> {
  const seen = new Set<string>();
  const result = new Map<string, number>();
  for (const event of events) {
    const key = keyOf(event);
    if (distinctVisitors) {
      const id = JSON.stringify([event.day, key, event.visitor]);
      if (seen.has(id)) continue;
      seen.add(id);
    }
    result.set(key, (result.get(key) ?? 0) + 1);
  }
  return result;
}

function ranked(map: Map<string, number>, top: boolean): BucketResult {
  const all: StatisticsRow[] = [...map]
    .map(([key, value]) => ({ key, value }))
    .sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { rows: top ? all.slice(0, statisticsTopLimit) : all, total: sumRows(all, false) };
}

function days(request: StatisticsRequest, map: Map<string, number>): BucketResult {
  const rows = everyDay(request.from, request.to).map((day) => ({ key: day, value: map.get(day) ?? 0 }));
  return { rows, total: sumRows(rows, false) };
}

/** An analytics bucket computed from the raw events. */
export async function rawAnalyticsBucket(
  db: Db,
  name: AnalyticsRollupBucket,
  request: StatisticsRequest,
): Promise<BucketResult> {
  const all = await rawEvents(db, request);
  const pageviews = all.filter((e) => e.type === 'pageview');
  const devices = all.filter((e) => e.type === 'device');
  switch (name) {
    case 'unique-visitors':
      return days(
        request,
        count(all, (e) => e.day, true),
      );
    case 'page-views':
      return days(
        request,
        count(pageviews, (e) => e.day, false),
      );
    case 'pages':
      return ranked(
        count(pageviews, (e) => e.action, false),
        true,
      );
    case 'events':
      return ranked(
        count(
          all.filter((e) => e.type === 'event'),
          (e) => e.action,
          false,
        ),
        false,
      );
    case 'event-flow': {
      const steps = count(
        all.filter((e) => e.type !== 'device'),
        (e) => (e.type === 'pageview' ? 'pageview' : e.action),
        true,
      );
      const rows = ['pageview', 'add-to-cart', 'checkout-start', 'purchase'].map((key) => ({
        key,
        value: steps.get(key) ?? 0,
      }));
      return { rows, total: { value: rows[0]?.value ?? 0 } };
    }
    case 'resolutions':
      return ranked(
        count(devices, (e) => `${e.width}x${e.height}`, false),
        true,
      );
    case 'device-pixel-ratios':
      return ranked(
        count(devices, (e) => e.pixelRatio ?? '', false),
        false,
      );
    case 'color-schemes':
      return ranked(
        count(devices, (e) => e.colorScheme ?? '', false),
        false,
      );
    case 'referrers':
      return ranked(
        count(
          pageviews.filter((e) => e.referrerHost !== null),
          (e) => e.referrerHost ?? '',
          false,
        ),
        true,
      );
    case 'browsers':
      return ranked(
        count(all, (e) => e.browser ?? 'unknown', true),
        false,
      );
    case 'operating-systems':
      return ranked(
        count(all, (e) => e.os ?? 'unknown', true),
        false,
      );
    case 'visitor-times': {
      const hours = count(all, (e) => `${e.weekday}-${String(e.hour).padStart(2, '0')}`, true);
      const rows = everyWeekdayHour().map((key) => ({ key, value: hours.get(key) ?? 0 }));
      return { rows, total: sumRows(rows, false) };
    }
  }
}
