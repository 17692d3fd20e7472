import { localDateOf } from '@bestell/domain';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from 'kysely';
import type { Db } from '../../db/database.js';
import { analyticsRollupBuckets, rollupSelects } from '../../resources/analytics-log/rollups.js';

/**
 * Generated analytics events (issue 26): the demo's six months, so the dashboard's visitor charts are not empty on
 * a fresh start, and the ten million events of `npm run bench:scale`. One SQL statement (generate_series) writes the
 * events of `days` local days up to `lastDay` as POST /api/analytics-log would store them — visits with a
 * device event, 1 to 7 page views (the first sometimes from a search engine or social site), and a funnel of
 * add-to-cart (about 35 %), checkout-start (15 %) and purchase (10 %) — with a weekday pattern (Saturday busiest)
 * and daytime hours in Vienna — and counts them straight into the daily rollups (raw rows are only kept for the open
 * day, and these days are closed).
 */
export interface AnalyticsHistoryOptions {
  /** The last local day (YYYY-MM-DD) that gets events; before today, so the fold takes them all. */
  lastDay: string;
  days: number;
  /** Average visits per day (before the weekday factor); about 4 events each. */
  visitsPerDay: number;
}

/**
 * The generated events, as rows shaped like analytics_events (CTE `generated`), written straight into the daily
 * rollups by the same definitions the fold uses (rollups.ts): closed days keep no raw rows. Answers { events }.
 */
export function analyticsHistoryQuery(options: AnalyticsHistoryOptions): RawBuilder<{ events: number }> {
  return sql<{ events: number }>`
  with days as (
    select d::date as day,
      greatest(1, round(${options.visitsPerDay}::numeric * (array[0.9, 0.9, 1.0, 1.0, 1.2, 1.5, 0.7])[extract(isodow from d)::integer]
        * (0.8 + random()::numeric * 0.4)))::integer as n
    from generate_series(${options.lastDay}::date - (${options.days}::integer - 1), ${options.lastDay}::date, interval '1 day') d
  ),
  stores as (
    select coalesce(array_agg(identifier order by id), array['default']) as ids, greatest(count(*), 1)::integer as k
    from branches
  ),
  visits as (
    select md5(ds.day::text || ':' || v.n::text || ':' || random()::text) as visitor,
      (ds.day + make_time((array[6, 7, 7, 8, 8, 9, 9, 10, 11, 11, 12, 12, 12, 13, 13, 14, 15, 16, 17, 17, 18, 18, 19,
        20])[1 + floor(random() * 24)::integer], floor(random() * 60)::integer, 0)) at time zone 'Europe/Vienna'
        as started_at,
      floor(random() * 6)::integer as agent, floor(random() * 5)::integer as device, random() as r_ref,
      1 + floor(random() * random() * 7)::integer as depth, random() as r_funnel,
      st.ids[1 + floor(random() * st.k)::integer] as store
    from days ds cross join lateral generate_series(1, ds.n) v(n) cross join stores st
  ),
  events as (
    select v.visitor, v.started_at as occurred_at, v.agent, 'device' as type, 'info' as action,
      null::text as category, null::text as referrer_host, v.device
    from visits v
    union all
    select v.visitor, v.started_at + (p.n - 1) * interval '40 seconds', v.agent, 'pageview',
      (array['/', '/shop', '/store/' || v.store, '/store/' || v.store, '/kontakt', '/ueber-uns', '/impressum'])
        [1 + (hashtext(v.visitor || p.n::text) & 2147483647) % 7],
      null, case when p.n = 1 and v.r_ref < 0.35 then
        (array['google.at', 'google.com', 'facebook.com', 'instagram.com', 'bing.com', 'falter.at'])
          [1 + floor(v.r_ref * 6 / 0.35)::integer] end, null
    from visits v cross join lateral generate_series(1, v.depth) p(n)
    union all
    select v.visitor, v.started_at + (v.depth + s.n) * interval '40 seconds', v.agent, 'event', s.action, v.store,
      null, null
    from visits v cross join lateral (values (1, 'add-to-cart', 0.35), (2, 'checkout-start', 0.15),
      (3, 'purchase', 0.1)) s(n, action, share)
    where v.r_funnel < s.share
  ),
  generated as (
    select e.occurred_at, (e.occurred_at at time zone 'Europe/Vienna')::date as day, e.visitor, e.type, e.action,
      e.category, e.referrer_host,
      (array['Chrome', 'Safari', 'Chrome', 'Firefox', 'Microsoft Edge', 'Samsung Internet'])[1 + e.agent] as browser,
      (array['Windows', 'iOS', 'Android', 'Windows', 'Windows', 'Android'])[1 + e.agent] as os,
      case when e.type = 'device' then (array[1920, 390, 412, 1366, 1536])[1 + e.device] end as width,
      case when e.type = 'device' then (array[1080, 844, 915, 768, 864])[1 + e.device] end as height,
      case when e.type = 'device' then (array['1', '3', '2.63', '1', '1.25'])[1 + e.device] end as pixel_ratio,
      case when e.type = 'device' then (array['light', 'dark', 'light', 'no-preference', 'light'])[1 + e.device] end
        as color_scheme
    from events e
  ),
  rolled as (${rollupSelects(sql`generated`, analyticsRollupBuckets)}),
  stored as (
    insert into analytics_daily (bucket, day, key, sub_key, count)
    select bucket, day, key, sub_key, count from rolled
    on conflict (bucket, day, key, sub_key) do update set count = analytics_daily.count + excluded.count
  )
  select count(*)::integer as events from generated`;
}

/** Writes the history's rollups in one statement; answers how many events they count. */
export async function seedAnalyticsHistory(db: Db, options: AnalyticsHistoryOptions): Promise<number> {
  const { rows } = await analyticsHistoryQuery(options).execute(db);
  return rows[0]?.events ?? 0;
}

/** The demo's analytics: six months up to yesterday (Europe/Vienna), about 40 visits (160 events) a day. */
export function demoAnalyticsOptions(now: Date): AnalyticsHistoryOptions {
  const today = localDateOf(now.getTime(), 'Europe/Vienna');
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { lastDay: yesterday, days: 182, visitsPerDay: 40 };
}

/**
 * The demo's analytics (seedDemoData, inside its transaction): six months of events up to yesterday, folded into the
 * daily rollups. Skipped when the shop already has analytics, so seeding twice changes nothing. Answers the number
 * of events written.
 */
export async function seedDemoAnalytics(trx: Db, now: Date): Promise<number> {
  const existing = await trx.selectFrom('analyticsDaily').select('day').limit(1).executeTakeFirst();
  if (existing) return 0;
  // The generator's row estimates are huge (generate_series): PostgreSQL would spend seconds JIT-compiling it.
  await sql`set local jit = off`.execute(trx);
  return seedAnalyticsHistory(trx, demoAnalyticsOptions(now));
}

/** Compiles SQL only (no connection): for scripts that run the statement on their own `pg` client. */
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** analyticsHistoryQuery as `{ text, values }` for a `pg` client (bench:scale). Answers one row: { events }. */
export function analyticsHistoryStatement(options: AnalyticsHistoryOptions): { text: string; values: unknown[] } {
  const compiled = analyticsHistoryQuery(options).compile(compiler);
  return { text: compiled.sql, values: [...compiled.parameters] };
}
