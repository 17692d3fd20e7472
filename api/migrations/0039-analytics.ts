import { type Kysely, sql } from 'kysely';

/**
 * First-party analytics (issue 26 points 1 and 4; api/src/resources/analytics-log):
 * - analytics_salts: one random salt per local day (Europe/Vienna); the visitor hash of a day is
 *   sha256(salt, IP address, user agent). Salts of past days are deleted, so no hash can be recomputed later and a
 *   visitor cannot be followed from one day to the next. Neither the address nor the user agent is stored anywhere.
 * - analytics_events: the raw events of the open day(s) only: path, referrer host, browser and OS name, device
 *   figures, the day's visitor hash. Days before today are folded into analytics_daily and deleted.
 * - analytics_daily: per local day, bucket and key the count (events or distinct visitors of that day), which the
 *   statistics read for every closed day; a range scan on the primary key (bucket, day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table analytics_salts (
    day date primary key,
    salt text not null
  )`.execute(db);
  await sql`create table analytics_events (
    id bigint generated always as identity primary key,
    occurred_at timestamptz not null,
    day date not null,
    visitor text not null,
    type text not null check (type in ('pageview', 'device', 'event')),
    action text not null check (char_length(action) <= 300),
    category text check (char_length(category) <= 100),
    referrer_host text check (char_length(referrer_host) <= 255),
    browser text check (char_length(browser) <= 64),
    os text check (char_length(os) <= 64),
    width integer check (width between 1 and 20000),
    height integer check (height between 1 and 20000),
    pixel_ratio text check (char_length(pixel_ratio) <= 8),
    color_scheme text check (color_scheme in ('light', 'dark', 'no-preference'))
  )`.execute(db);
  await sql`create index analytics_events_day_idx on analytics_events (day)`.execute(db);
  await sql`create table analytics_daily (
    bucket text not null,
    day date not null,
    key text not null,
    sub_key text not null default '',
    count bigint not null check (count >= 0),
    primary key (bucket, day, key, sub_key)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists analytics_daily`.execute(db);
  await sql`drop table if exists analytics_events`.execute(db);
  await sql`drop table if exists analytics_salts`.execute(db);
}
