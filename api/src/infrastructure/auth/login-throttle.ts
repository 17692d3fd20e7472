import { messages } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { type HeaderTarget, tooManyRequests } from '../rate-limit/refusal.js';
import {
  knownLoginAddressMs,
  loginThrottleWindowMs,
  maxFailedLogins,
  maxFailedLoginsPerAddress,
  maxFailedLoginsPerUsername,
} from './policy.js';

export interface ThrottleKey {
  /** Lower-cased, trimmed username as typed (known or not, so the answer never reveals which exist). */
  username: string;
  ip: string;
}

/** A login attempt in flight: its row counts against the key until it succeeds (then the key is cleared). */
export interface Attempt {
  id: string;
  key: ThrottleKey;
}

type Scope = 'usernameAndAddress' | 'address' | 'username';

const scopeLimits: Record<Scope, number> = {
  usernameAndAddress: maxFailedLogins,
  address: maxFailedLoginsPerAddress,
  username: maxFailedLoginsPerUsername,
};

/** The attempts counted against one scope that came before the new row, newest first, as many as the limit. */
function earlierAttempts(db: Db, scope: Scope, key: ThrottleKey, windowStart: Date, insertedId: string) {
  let query = db
    .selectFrom('loginAttempts')
    .select('attemptedAt')
    .where('attemptedAt', '>', windowStart)
    .where('id', '<', insertedId);
  if (scope !== 'address') query = query.where('username', '=', key.username);
  if (scope !== 'username') query = query.where('ip', '=', key.ip);
  return query.orderBy('attemptedAt', 'desc').orderBy('id', 'desc').limit(scopeLimits[scope]).execute();
}

/** Has the username signed in from this address within `knownLoginAddressMs`? */
async function isKnownAddress(db: Db, key: ThrottleKey, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('loginKnownAddresses')
    .select('ip')
    .where('username', '=', key.username)
    .where('ip', '=', key.ip)
    .where('lastSuccessAt', '>', new Date(now.getTime() - knownLoginAddressMs))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Records the attempt before the password is checked, then counts the earlier attempts within the window in three
 * scopes, separately: this username from this address (the lock a typo-prone user meets), this address over all
 * usernames, this username over all addresses (a password guessed from many addresses; an address the username
 * already signed in from is exempt from this one, so the owner is not locked out by the guessing). Recording first
 * means parallel requests cannot all slip past the check. When any scope is full, the new row is removed again (a
 * refused try does not prolong the lock) and a 429 with Retry-After says how long until the oldest counted failure
 * leaves the window; no password is hashed for it. State lives in the database, so the limits hold across API
 * processes.
 */
export async function beginAttempt(db: Db, key: ThrottleKey, now: Date, answer: HeaderTarget): Promise<Attempt> {
  const windowStart = new Date(now.getTime() - loginThrottleWindowMs);
  await db.deleteFrom('loginAttempts').where('attemptedAt', '<=', windowStart).execute();
  const inserted = await db
    .insertInto('loginAttempts')
    .values({ username: key.username, ip: key.ip, attemptedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const scope of Object.keys(scopeLimits) as Scope[]) {
    const earlier = await earlierAttempts(db, scope, key, windowStart, inserted.id);
    const oldestCounted = earlier[scopeLimits[scope] - 1];
    if (!oldestCounted) continue;
    if (scope === 'username' && (await isKnownAddress(db, key, now))) continue;
    await db.deleteFrom('loginAttempts').where('id', '=', inserted.id).execute();
    const remainingMs = oldestCounted.attemptedAt.getTime() + loginThrottleWindowMs - now.getTime();
    const retryAfterSeconds = Math.max(1, Math.ceil(remainingMs / 1000));
    const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
    throw tooManyRequests(
      answer,
      { allowed: false, retryAfterSeconds },
      messages.auth.tooManyLoginAttempts({ minutes }),
      'too_many_login_attempts',
    );
  }
  return { id: String(inserted.id), key };
}

/**
 * A correct password clears the key's failures (including this attempt) and makes the address known for the
 * username (exempt from the per-username limit for `knownLoginAddressMs`).
 */
export async function attemptSucceeded(db: Db, attempt: Attempt, now: Date): Promise<void> {
  const { username, ip } = attempt.key;
  await db.deleteFrom('loginAttempts').where('username', '=', username).where('ip', '=', ip).execute();
  await db
    .insertInto('loginKnownAddresses')
    .values({ username, ip, lastSuccessAt: now })
    .onConflict((oc) => oc.columns(['username', 'ip']).doUpdateSet({ lastSuccessAt: now }))
    .execute();
  await db
    .deleteFrom('loginKnownAddresses')
    .where('lastSuccessAt', '<=', new Date(now.getTime() - knownLoginAddressMs))
    .execute();
}

/** The password was right but the account may not sign in: the try does not count as a failure. */
export async function attemptNotCounted(db: Db, attempt: Attempt): Promise<void> {
  await db.deleteFrom('loginAttempts').where('id', '=', attempt.id).execute();
}
