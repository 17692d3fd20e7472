import type { Db } from '../../db/database.js';
import { sessionAbsoluteMs, sessionIdleMs, sessionTouchIntervalMs } from './policy.js';
import { accountRefusal, findAccountById, type StaffAccount } from './staff-account.js';
import { randomSecret, sha256Hex } from './tokens.js';

export interface NewSession {
  /** The cookie value: shown to the browser only, stored as its SHA-256 digest. */
  cookieValue: string;
  idHash: string;
  csrfToken: string;
  expiresAt: Date;
}

export interface ActiveSession {
  idHash: string;
  csrfToken: string;
  expiresAt: Date;
  account: StaffAccount;
}

/** Starts a session for the user: a random 256-bit id, a random CSRF token, 7 days absolute lifetime. */
export async function createSession(db: Db, userId: number, now: Date): Promise<NewSession> {
  const cookieValue = randomSecret();
  const idHash = sha256Hex(cookieValue);
  const csrfToken = randomSecret();
  const expiresAt = new Date(now.getTime() + sessionAbsoluteMs);
  await db
    .insertInto('sessions')
    .values({ idHash, userId, csrfToken, createdAt: now, lastSeenAt: now, expiresAt })
    .execute();
  return { cookieValue, idHash, csrfToken, expiresAt };
}

/**
 * The session behind a cookie value, or null when it is unknown, idle for 8 hours, past its absolute expiry, or its
 * account may no longer sign in (disabled, expired, locked: the session is then deleted). Refreshes last_seen_at at
 * most once a minute.
 */
export async function resolveSession(db: Db, cookieValue: string, now: Date): Promise<ActiveSession | null> {
  const idHash = sha256Hex(cookieValue);
  const row = await db
    .selectFrom('sessions')
    .select(['idHash', 'userId', 'csrfToken', 'lastSeenAt', 'expiresAt'])
    .where('idHash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const t = now.getTime();
  if (row.expiresAt.getTime() <= t || row.lastSeenAt.getTime() + sessionIdleMs <= t) {
    await deleteSession(db, idHash);
    return null;
  }
  const account = await findAccountById(db, row.userId);
  if (!account || accountRefusal(account, now)) {
    await deleteSession(db, idHash);
    return null;
  }
  if (t - row.lastSeenAt.getTime() >= sessionTouchIntervalMs) {
    await db.updateTable('sessions').set({ lastSeenAt: now }).where('idHash', '=', idHash).execute();
  }
  return { idHash, csrfToken: row.csrfToken, expiresAt: row.expiresAt, account };
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('idHash', '=', idHash).execute();
}

/** Drops every session past its absolute or idle expiry (run on each login, so the table stays small). */
export async function pruneSessions(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', new Date(now.getTime() - sessionIdleMs))]))
    .execute();
}
