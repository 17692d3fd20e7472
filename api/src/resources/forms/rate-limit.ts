import { createHash } from 'node:crypto';
import { contactFormMessages } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../kernel/app-error.js';
import type { FormSettings } from './settings.js';

/** The client key: a hash of the IP address (the address itself is not kept). */
export function clientKey(ip: string): string {
  return createHash('sha256').update(`form:${ip}`).digest('hex').slice(0, 32);
}

/**
 * Records the attempt, then refuses it (429, German message) when the same client made `rateLimit` attempts
 * before it within the window. Every attempt counts (also refused and honeypot ones). In the database, so the limit
 * holds across API processes; old rows are removed on the way.
 */
export async function checkRateLimit(db: Db, ip: string, settings: FormSettings, now: Date): Promise<void> {
  const client = clientKey(ip);
  const windowStart = new Date(now.getTime() - settings.rateWindowMs);
  await db.deleteFrom('formAttempts').where('attemptedAt', '<=', windowStart).execute();
  const inserted = await db
    .insertInto('formAttempts')
    .values({ client, attemptedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const earlier = await db
    .selectFrom('formAttempts')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('client', '=', client)
    .where('attemptedAt', '>', windowStart)
    .where('id', '<', inserted.id)
    .executeTakeFirstOrThrow();
  if (Number(earlier.n) >= settings.rateLimit) {
    // A refused attempt does not prolong the wait.
    await db.deleteFrom('formAttempts').where('id', '=', inserted.id).execute();
    throw new AppError('too_many_requests', contactFormMessages.tooManyRequests, { code: 'too_many_form_submissions' });
  }
}
