import { messages } from '@bestell/domain';
import type { Middleware } from 'koa';
import { AppError } from '../../kernel/app-error.js';
import { sessionOf } from './session-state.js';
import { constantTimeEqual } from './tokens.js';

export const csrfHeader = 'X-CSRF-Token';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Logging in starts a new session, so it cannot carry the token of one (JSON-only bodies guard it instead). A payment
 * callback is an anonymous form post that proves itself with its HMAC signature (api/src/infrastructure/payments), even from a
 * browser that also holds a staff session.
 */
const exemptPaths = [
  /^\/api\/login\/?$/,
  /^\/api\/login\/link\/[^/]+\/?$/,
  /^\/api\/payments\/test\/[^/]+\/callback\/?$/,
];

/**
 * Every state-changing /api request made with a session cookie must carry the session's CSRF token in
 * `X-CSRF-Token` (403, code 'csrf', otherwise). Branch-key and anonymous requests carry no cookie session and pass.
 * Runs after `authenticate`.
 */
export function csrfProtection(): Middleware {
  return async (ctx, next) => {
    const session = sessionOf(ctx);
    if (session && !safeMethods.has(ctx.method) && !exemptPaths.some((p) => p.test(ctx.path))) {
      const sent = ctx.get(csrfHeader);
      if (sent === '' || !constantTimeEqual(sent, session.csrfToken)) {
        throw new AppError('forbidden', messages.auth.invalidCsrfToken, { code: 'csrf' });
      }
    }
    await next();
  };
}
