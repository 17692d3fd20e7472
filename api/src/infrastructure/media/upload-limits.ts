import { createHash } from 'node:crypto';
import { uploadLimitsMessages } from '@bestell/domain';
import type { Context } from 'koa';
import type { Db } from '../../db/database.js';
import type { UploadLimitsConfig } from '../../kernel/config.js';
import { takeRateLimit } from '../rate-limit/limiter.js';
import { tooManyRequests } from '../rate-limit/refusal.js';

const dayMs = 24 * 60 * 60 * 1000;

/** The stored client of a visitor's upload: a hash of the address (the address itself is never kept). */
export function uploadClientKey(ip: string): string {
  return createHash('sha256').update(`upload:${ip}`).digest('hex').slice(0, 32);
}

/** Bytes uploaded by visitors in the 24 hours before `now` (by one client, or all), and when the oldest leaves. */
async function uploadedSince(
  db: Db,
  now: Date,
  clientKey: string | null,
): Promise<{ bytes: number; oldest: Date | null }> {
  let query = db
    .selectFrom('uploads')
    .select((eb) => [
      eb.fn.sum<string | number | null>('size').as('bytes'),
      eb.fn.min<Date | null>('createdAt').as('oldest'),
    ])
    .where('clientKey', 'is not', null)
    .where('createdAt', '>', new Date(now.getTime() - dayMs));
  if (clientKey !== null) query = query.where('clientKey', '=', clientKey);
  const row = await query.executeTakeFirstOrThrow();
  return { bytes: Number(row.bytes ?? 0), oldest: row.oldest === null ? null : new Date(row.oldest) };
}

function secondsUntilFreed(oldest: Date | null, now: Date): number {
  if (oldest === null) return 60;
  return Math.max(1, Math.ceil((oldest.getTime() + dayMs - now.getTime()) / 1000));
}

/**
 * Before a visitor's upload body is read, each refusal a 429 with a German message and Retry-After:
 * `RATE_LIMIT_UPLOADS` uploads per client and minute (database counter, so it holds across API processes), then the
 * bytes already stored in the last 24 hours (see `checkVisitorUploadSize`). 0 turns a limit off.
 */
export async function checkVisitorUploadStart(
  db: Db,
  ctx: Context,
  limits: UploadLimitsConfig,
  now: Date,
): Promise<void> {
  const taken = await takeRateLimit(db, {
    bucket: 'uploads:client',
    key: ctx.ip,
    limit: limits.perMinute,
    windowSeconds: 60,
    now,
  });
  if (!taken.allowed) throw tooManyRequests(ctx, taken, uploadLimitsMessages.tooManyUploads, 'too_many_uploads');
  await checkBytes(db, ctx, limits, now, 0);
}

/**
 * With the file read: its size plus the visitor bytes of the last 24 hours must stay within `UPLOAD_QUOTA_MB` per
 * client and `UPLOAD_TOTAL_MB` for all visitors together. (Concurrent uploads may pass together: a soft cap.)
 */
export async function checkVisitorUploadSize(
  db: Db,
  ctx: Context,
  limits: UploadLimitsConfig,
  now: Date,
  bytes: number,
): Promise<void> {
  await checkBytes(db, ctx, limits, now, bytes);
}

async function checkBytes(
  db: Db,
  ctx: Context,
  limits: UploadLimitsConfig,
  now: Date,
  incoming: number,
): Promise<void> {
  // Before the body is read (incoming 0) a client exactly at the limit is refused already.
  const over = (used: number, limit: number) => (incoming === 0 ? used >= limit : used + incoming > limit);
  if (limits.quotaBytes > 0) {
    const mine = await uploadedSince(db, now, uploadClientKey(ctx.ip));
    if (over(mine.bytes, limits.quotaBytes)) {
      const retry = { allowed: false, retryAfterSeconds: secondsUntilFreed(mine.oldest, now) };
      throw tooManyRequests(ctx, retry, uploadLimitsMessages.quotaExceeded, 'upload_quota_exceeded');
    }
  }
  if (limits.totalBytes > 0) {
    const all = await uploadedSince(db, now, null);
    if (over(all.bytes, limits.totalBytes)) {
      const retry = { allowed: false, retryAfterSeconds: secondsUntilFreed(all.oldest, now) };
      throw tooManyRequests(ctx, retry, uploadLimitsMessages.totalExceeded, 'upload_total_exceeded');
    }
  }
}
