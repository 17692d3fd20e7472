import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { type AnalyticsRollupBucket, rollupSelects } from './rollups.js';

export interface AnalyticsCount {
  /** YYYY-MM-DD, or '' when not grouped by day. */
  day: string;
  /** The key, or '' when grouped by day only. */
  key: string;
  subKey: string;
  count: number;
}

/**
 * Sum per day (a series), per key and sub-key over the range (a top list), per day, key and sub-key, or per ISO
 * weekday (1 = Monday … 7, in `day`), key and sub-key (a weekday × hour grid).
 */
export type AnalyticsGrouping = 'day' | 'key' | 'day-key' | 'weekday-key';

const groupings = {
  day: { select: sql`to_char(day, 'YYYY-MM-DD') as day, '' as key, '' as "subKey"`, group: sql`day` },
  key: { select: sql`'' as day, key, sub_key as "subKey"`, group: sql`key, sub_key` },
  'day-key': {
    select: sql`to_char(day, 'YYYY-MM-DD') as day, key, sub_key as "subKey"`,
    group: sql`day, key, sub_key`,
  },
  'weekday-key': {
    select: sql`extract(isodow from day)::text as day, key, sub_key as "subKey"`,
    group: sql`extract(isodow from day), key, sub_key`,
  },
};

/**
 * A bucket's counts over the local days `from`..`to` (both included): analytics_daily for the folded days plus the
 * raw rows not folded yet (the open day), counted by the same definition. A day is either folded or raw (the fold
 * moves its rows in one statement), so nothing is counted twice. Visitor counts of several days are the sum of the
 * days' distinct visitors (the hash changes every day, so nobody can be recognised across days).
 */
export async function readAnalyticsCounts(
  db: Db,
  bucket: AnalyticsRollupBucket,
  from: string,
  to: string,
  grouping: AnalyticsGrouping,
): Promise<AnalyticsCount[]> {
  const raw = sql`(select * from analytics_events where day between ${from}::date and ${to}::date)`;
  const g = groupings[grouping];
  const { rows } = await sql<{ day: string; key: string; subKey: string; count: string }>`
    select ${g.select}, sum(count)::text as count from (
      select bucket, day, key, sub_key, count from analytics_daily
        where bucket = ${bucket} and day between ${from}::date and ${to}::date
      union all
      ${rollupSelects(raw, [bucket])}
    ) counted
    group by ${g.group}
    order by ${g.group}`.execute(db);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
