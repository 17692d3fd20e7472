import type { Context } from 'koa';
import type { ActiveSession } from './session-store.js';

/**
 * The cookie session behind a staff actor, kept on `ctx.state.session` by the authentication middleware (absent for
 * anonymous visitors and branch keys). Carries the CSRF token and the account.
 */
export function sessionOf(ctx: Context): ActiveSession | null {
  const session: unknown = ctx.state.session;
  return isSession(session) ? session : null;
}

function isSession(value: unknown): value is ActiveSession {
  return typeof value === 'object' && value !== null && 'idHash' in value && 'csrfToken' in value;
}
