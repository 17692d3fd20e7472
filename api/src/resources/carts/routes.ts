import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { cartExists, isCartToken, loadCart, newCartToken, saveCart } from './service.js';

export const cartTokenHeader = 'X-Cart-Token';
export const cartTokenCookie = 'cart_token';
const cookieMaxAgeMs = 30 * 24 * 60 * 60 * 1000;

/** The cart token from the header (widgets, hand-off) or the cookie (storefront); null when none or malformed. */
function tokenOf(ctx: Context): string | null {
  const header = ctx.get(cartTokenHeader) || undefined;
  if (isCartToken(header)) return header;
  const cookie = ctx.cookies.get(cartTokenCookie);
  return isCartToken(cookie) ? cookie : null;
}

function setTokenCookie(ctx: Context, token: string): void {
  ctx.cookies.set(cartTokenCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/carts',
    maxAge: cookieMaxAgeMs,
    secure: ctx.secure,
  });
}

/**
 * GET/PUT /api/carts/{branchIdentifier|default} (issue part 1): one server cart per token and branch, shared by
 * storefront, widgets and checkout hand-off. A PUT without a token creates one, returned in the body and the header
 * and set as an httpOnly cookie.
 */
export function cartRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/carts/:branch', async (ctx) => {
    const token = tokenOf(ctx);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, { token, ...(await loadCart(deps, token, ctx.params.branch ?? '')) });
  });
  router.put('/carts/:branch', async (ctx) => {
    const token = tokenOf(ctx) ?? newCartToken();
    const cart = await saveCart(deps, token, ctx.params.branch ?? '', ctx.request.body);
    setTokenCookie(ctx, token);
    ctx.set(cartTokenHeader, token);
    sendData(ctx, { token, ...cart });
  });
  /**
   * Cart hand-off (issue 15, contract 4): the hosted shop opened with `?cart={token}` (from a widget) makes that token
   * its own. The token comes in the X-Cart-Token header only (never the cookie); it must belong to a stored cart,
   * otherwise 404 and the cookie stays as it was. Answers 204 and sets the httpOnly cookie.
   */
  router.post('/carts/adopt', async (ctx) => {
    const header = ctx.get(cartTokenHeader) || undefined;
    if (!isCartToken(header) || !(await cartExists(deps, header))) throw AppError.notFound();
    setTokenCookie(ctx, header);
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 204;
  });
  return router;
}
