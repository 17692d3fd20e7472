import type { Context } from 'koa';

export const sessionCookieName = 'bestell_session';

/** httpOnly, SameSite=Lax, path /, Secure over https (behind a proxy only when TRUST_PROXY trusts its X-Forwarded-Proto). */
function options(ctx: Context, expires: Date) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: ctx.secure, path: '/', expires, overwrite: true };
}

export function readSessionCookie(ctx: Context): string | null {
  const value = ctx.cookies.get(sessionCookieName);
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
}

export function setSessionCookie(ctx: Context, value: string, expires: Date): void {
  ctx.cookies.set(sessionCookieName, value, options(ctx, expires));
}

export function clearSessionCookie(ctx: Context): void {
  ctx.cookies.set(sessionCookieName, '', options(ctx, new Date(0)));
}
