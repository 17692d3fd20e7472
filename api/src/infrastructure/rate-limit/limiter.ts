import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface RateLimitInput {
  /** What is limited, e.g. 'orders:client'; one counter per bucket and key. */
  bucket: string;
  /** Whom it is limited for, e.g. a client address or a branch id; stored only as a hash. */
  key: string;
  /** Takes allowed per window; 0 or less means unlimited (no database access). */
  limit: number;
  windowSeconds: number;
  now: Date;
  /** A window of its own instead of the epoch-aligned one (e.g. a local calendar day, 23 or 25 hours on DST days). */
  window?: { start: Date; end: Date };
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (at least 1 when refused, 0 when allowed). */
  retryAfterSeconds: number;
}

/** Stale rows are removed at most this often per database handle (one cheap delete on the window_end index). */
const pruneEveryMs = 60_000;
const lastPruned = new WeakMap<Db, number>();

/** The stored key: a hash of bucket and key, so client addresses are never kept. */
export function rateLimitKey(bucket: string, key: string): string {
  return createHash('sha256').update(`${bucket}\u0000${key}`).digest('hex').slice(0, 32);
}

/** The fixed window `now` falls in: windows are aligned to multiples of `windowSeconds` since the epoch. */
export function fixedWindow(windowSeconds: number, now: Date): { start: Date; end: Date } {
  const windowMs = Math.max(1, Math.round(windowSeconds * 1000));
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  return { start, end: new Date(start.getTime() + windowMs) };
}

/**
 * Takes one unit from a fixed-window counter in the database (so the limit holds across API processes): a single
 * upsert raises the count of the current window or restarts it at 1 in a new window. Allowed while the count is
 * within `limit`; a refused take still counts, but a fixed window does not grow with it, so it never prolongs the
 * wait. Windows are aligned to multiples of `windowSeconds` since the epoch.
 */
export async function takeRateLimit(db: Db, input: RateLimitInput): Promise<RateLimitResult> {
  if (input.limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
  const nowMs = input.now.getTime();
  const { start: windowStart, end: windowEnd } = input.window ?? fixedWindow(input.windowSeconds, input.now);
  const row = await db
    .insertInto('rateLimits')
    .values({ bucket: input.bucket, key: rateLimitKey(input.bucket, input.key), windowStart, windowEnd, count: 1 })
    .onConflict((oc) =>
      oc.columns(['bucket', 'key']).doUpdateSet({
        count: sql<number>`case when rate_limits.window_start = excluded.window_start then rate_limits.count + 1 else 1 end`,
        windowStart: sql<Date>`excluded.window_start`,
        windowEnd: sql<Date>`excluded.window_end`,
      }),
    )
    .returning(['count'])
    .executeTakeFirstOrThrow();
  await pruneRateLimits(db, input.now);
  if (row.count <= input.limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd.getTime() - nowMs) / 1000)) };
}

/**
 * Gives one unit back (e.g. the take was for a request that turned out to be a free retry). Only within the same
 * window; never below 0. Unlimited (`limit <= 0`) touches nothing.
 */
export async function returnRateLimit(db: Db, input: RateLimitInput): Promise<void> {
  if (input.limit <= 0) return;
  const windowStart = (input.window ?? fixedWindow(input.windowSeconds, input.now)).start;
  await db
    .updateTable('rateLimits')
    .set({ count: sql<number>`greatest(count - 1, 0)` })
    .where('bucket', '=', input.bucket)
    .where('key', '=', rateLimitKey(input.bucket, input.key))
    .where('windowStart', '=', windowStart)
    .execute();
}

/** Removes rows whose window has ended (at most once a minute per database handle). */
export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  const last = lastPruned.get(db);
  if (last !== undefined && now.getTime() - last < pruneEveryMs && now.getTime() >= last) return;
  lastPruned.set(db, now.getTime());
  await db.deleteFrom('rateLimits').where('windowEnd', '<=', now).execute();
}
