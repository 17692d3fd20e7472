import type { Middleware } from 'koa';
import { documentPolicy, isUnframeablePath, permissionsPolicy, referrerPolicy } from './content-security-policy.js';

const policyHeader = 'Content-Security-Policy';

/**
 * Security headers (issue 16 point 4): `X-Content-Type-Options: nosniff` on every answer; on every HTML answer a
 * Referrer-Policy, a Permissions-Policy and a Content Security Policy (the storefront's pages set theirs with their
 * script hashes, api/src/resources/static/storefront.ts; any other HTML gets the strict {@link documentPolicy}); checkout,
 * back-office and the API's pages (the test payment page) also `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 * Mounted outside the error envelope, so error answers carry them too.
 */
export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set('X-Content-Type-Options', 'nosniff');
    await next();
    if (!ctx.response.is('html')) return;
    const unframeable = isUnframeablePath(ctx.path);
    ctx.set('Referrer-Policy', referrerPolicy);
    ctx.set('Permissions-Policy', permissionsPolicy);
    const own = ctx.response.get(policyHeader);
    if (typeof own !== 'string' || own === '') ctx.set(policyHeader, documentPolicy);
    else if (unframeable && !own.includes('frame-ancestors')) ctx.set(policyHeader, `${own}; frame-ancestors 'none'`);
    if (unframeable) ctx.set('X-Frame-Options', 'DENY');
  };
}
