import { messages } from '@bestell/domain';
import type { Context, Middleware } from 'koa';
import type { Db } from '../../db/database.js';
import { AppError } from '../../kernel/app-error.js';
import { type Actor, anonymous } from './actor.js';
import { authenticateBranchKey } from './branch-keys.js';
import { clearSessionCookie, readSessionCookie, sessionCookieName } from './session-cookie.js';
import { type ActiveSession, resolveSession } from './session-store.js';

/** `Authorization: Bearer <key>` or `X-Api-Key: <key>`, or null when neither is sent. */
export function presentedApiKey(ctx: Context): string | null {
  const authorization = ctx.get('Authorization');
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (bearer?.[1]) return bearer[1];
  const header = ctx.get('X-Api-Key').trim();
  return header === '' ? null : header;
}

export function staffActorOf(session: ActiveSession): Actor {
  const { account } = session;
  return {
    kind: 'staff',
    userId: account.id,
    username: account.username,
    roles: account.roles,
    branchIds: account.branchIds,
    sessionId: session.idHash,
  };
}

/**
 * Sets `ctx.state.actor` for every /api request: a branch key (header) wins; else the session cookie; else
 * anonymous. A presented but unknown or revoked key is a 401 (the caller meant to authenticate); a stale session
 * cookie is cleared and the request goes on as anonymous.
 */
export function authenticate(deps: { db: Db; now: () => Date }): Middleware {
  return async (ctx, next) => {
    ctx.state.actor = anonymous;
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    // The time-tracking terminal routes carry the branch key in the path; their Bearer is an employee's access token.
    const key = ctx.path.startsWith('/api/time-tracking/') ? null : presentedApiKey(ctx);
    if (key !== null) {
      const found = await authenticateBranchKey(deps.db, key, deps.now());
      if (!found) throw new AppError('unauthorized', messages.auth.invalidApiKey, { code: 'invalid_api_key' });
      const actor: Actor = { kind: 'branchKey', keyId: found.keyId, branchId: found.branchId };
      ctx.state.actor = actor;
      return next();
    }
    const cookie = readSessionCookie(ctx);
    if (cookie !== null) {
      const session = await resolveSession(deps.db, cookie, deps.now());
      if (session) {
        ctx.state.session = session;
        ctx.state.actor = staffActorOf(session);
      } else {
        clearSessionCookie(ctx);
      }
    } else if (ctx.cookies.get(sessionCookieName) !== undefined) {
      clearSessionCookie(ctx);
    }
    return next();
  };
}
