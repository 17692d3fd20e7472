import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { analyticsRollupBuckets, rollupSelects } from './rollups.js';

/**
 * Folds the raw events of every day before `today` (a local day, YYYY-MM-DD) into analytics_daily and deletes them,
 * in one statement (the delete's returned rows are what is counted, so two API processes folding at once never
 * count a row twice), then deletes the salts of those days: their visitor hashes can no longer be recomputed.
 * Returns the number of raw events folded.
 */
export async function foldClosedDays(db: Db, today: string): Promise<number> {
  return db.transaction().execute((trx) => foldClosedDaysIn(trx, today));
}

/** foldClosedDays inside a transaction the caller holds. */
export async function foldClosedDaysIn(trx: Db, today: string): Promise<number> {
  const { rows } = await sql<{ folded: string }>`
      with moved as (delete from analytics_events where day < ${today}::date returning *),
      rolled as (${rollupSelects(sql`moved`, analyticsRollupBuckets)}),
      stored as (
        insert into analytics_daily (bucket, day, key, sub_key, count)
        select bucket, day, key, sub_key, count from rolled
        on conflict (bucket, day, key, sub_key) do update set count = analytics_daily.count + excluded.count
      )
      select count(*)::text as folded from moved`.execute(trx);
  await trx.deleteFrom('analyticsSalts').where('day', '<', today).execute();
  return Number(rows[0]?.folded ?? 0);
}

const foldedThrough = new WeakMap<Db, string>();

/**
 * Folds closed days at most once per local day and database handle (the first event of a new day pays for it; the
 * statistics count unfolded raw rows too, so a late fold never changes an answer).
 */
export async function foldOnNewDay(db: Db, today: string): Promise<void> {
  if (foldedThrough.get(db) === today) return;
  await foldClosedDays(db, today);
  foldedThrough.set(db, today);
}
