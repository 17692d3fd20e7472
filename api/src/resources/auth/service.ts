import { type CurrentUser, type LoginBody, messages } from '@bestell/domain';
import type { Context } from 'koa';
import type { Db } from '../../db/database.js';
import { attemptNotCounted, attemptSucceeded, beginAttempt } from '../../infrastructure/auth/login-throttle.js';
import { verifyPassword } from '../../infrastructure/auth/password.js';
import { clearSessionCookie, setSessionCookie } from '../../infrastructure/auth/session-cookie.js';
import { sessionOf } from '../../infrastructure/auth/session-state.js';
import { createSession, deleteSession, pruneSessions } from '../../infrastructure/auth/session-store.js';
import { accountRefusal, findAccountByUsername, type StaffAccount } from '../../infrastructure/auth/staff-account.js';
import { AppError } from '../../kernel/app-error.js';
import { currentUser } from './serialize.js';

const invalidCredentials = () =>
  new AppError('unauthorized', messages.auth.invalidCredentials, { code: 'invalid_credentials' });

/**
 * Checks username and password under the throttle. Unknown user and wrong password give the same 401 after the same
 * argon2 work; only a correct password reveals a disabled, expired or locked account (403).
 */
export async function checkPassword(db: Db, body: LoginBody, ctx: Context, now: Date): Promise<StaffAccount> {
  const attempt = await beginAttempt(db, { username: body.username.toLowerCase(), ip: ctx.ip }, now, ctx);
  const account = await findAccountByUsername(db, body.username);
  const ok = await verifyPassword(account?.passwordHash ?? null, body.password);
  if (!account || !ok) {
    if (account) {
      await db
        .updateTable('users')
        .set((eb) => ({ failedLogins: eb('failedLogins', '+', 1) }))
        .where('id', '=', account.id)
        .execute();
    }
    throw invalidCredentials();
  }
  const refusal = accountRefusal(account, now);
  if (refusal) {
    await attemptNotCounted(db, attempt);
    throw refusal;
  }
  await attemptSucceeded(db, attempt, now);
  return account;
}

/**
 * Starts a fresh session for the account (ending the one the request came with, against session fixation),
 * sets the cookie and returns the user with the new CSRF token.
 */
export async function signIn(ctx: Context, db: Db, account: StaffAccount, now: Date): Promise<CurrentUser> {
  const previous = sessionOf(ctx);
  if (previous) await deleteSession(db, previous.idHash);
  await pruneSessions(db, now);
  const session = await createSession(db, account.id, now);
  await db.updateTable('users').set({ lastLoginAt: now, failedLogins: 0 }).where('id', '=', account.id).execute();
  setSessionCookie(ctx, session.cookieValue, session.expiresAt);
  return currentUser(account, session.csrfToken);
}

/** Deletes the request's session (if any) and clears the cookie. */
export async function signOut(ctx: Context, db: Db): Promise<void> {
  const session = sessionOf(ctx);
  if (session) await deleteSession(db, session.idHash);
  clearSessionCookie(ctx);
}
