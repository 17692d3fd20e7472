import { setupCheckSchema, setupInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { signIn } from '../auth/service.js';
import { checkSetupCode, runSetup, setupDoneError } from './service.js';
import { hasStaffUser } from './setup-code.js';

function bodyOf(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body;
}

/**
 * First-run setup (issue 23 point 2), open only while no staff user exists (404 afterwards):
 * GET /api/setup says that setup is still to do (the login screen leads there);
 * POST /api/setup/check tells the wizard whether its code is good before anything is typed;
 * POST /api/setup writes admin, config and first branch in one transaction and signs the new admin in.
 */
export function setupRoutes({ db, now }: AppDeps): Router {
  const router = new Router();
  // The login screen asks this to send the first visitor to the setup page (which then wants the printed code).
  router.get('/setup', async (ctx) => {
    if (await hasStaffUser(db)) throw setupDoneError();
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, { required: true });
  });
  router.post('/setup/check', async (ctx) => {
    if (await hasStaffUser(db)) throw setupDoneError();
    const { code } = setupCheckSchema.parse(bodyOf(ctx));
    await checkSetupCode(db, code);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, { valid: true });
  });
  router.post('/setup', async (ctx) => {
    // Closed for good once set up: the body is not even looked at.
    if (await hasStaffUser(db)) throw setupDoneError();
    const input = setupInputSchema.parse(bodyOf(ctx));
    const at = now();
    const account = await runSetup(db, input, at);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await signIn(ctx, db, account, at), 201);
  });
  return router;
}

/** GET /backend/setup answers 404 (the app shell with its not-found page) once the shop is set up. */
export function setupPageGate({ db }: Pick<AppDeps, 'db'>): Middleware {
  return async (ctx, next) => {
    const isSetupPage = ctx.method === 'GET' && /^\/backend\/setup\/?$/.test(ctx.path);
    const done = isSetupPage && (await hasStaffUser(db));
    await next();
    if (done) ctx.status = 404;
  };
}
