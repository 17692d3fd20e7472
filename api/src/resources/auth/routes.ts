import { loginSchema, messages } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { actorOf } from '../../auth/actor.js';
import { requireAdmin } from '../../auth/guards.js';
import { consumeLoginLink, createLoginLink } from '../../auth/login-links.js';
import { sessionOf } from '../../auth/session-state.js';
import { accountRefusal, findAccountById } from '../../auth/staff-account.js';
import { AppError } from '../../server/app-error.js';
import type { AppDeps } from '../../server/deps.js';
import { sendData } from '../../server/envelope.js';
import { loginLinkCreateSchema } from './schema.js';
import { currentUser } from './serialize.js';
import { checkPassword, signIn, signOut } from './service.js';

function bodyOf(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body;
}

function noStore(ctx: Context): void {
  ctx.set('Cache-Control', 'no-store');
}

/** POST /login, POST /logout, GET /users/me, POST /login-links, POST /login/link/{token}. */
export function authRoutes({ db, now }: AppDeps): Router {
  const router = new Router();

  router.post('/login', async (ctx) => {
    const body = loginSchema.parse(bodyOf(ctx));
    const at = now();
    const account = await checkPassword(db, body, ctx.ip, at);
    noStore(ctx);
    sendData(ctx, await signIn(ctx, db, account, at));
  });

  router.post('/logout', async (ctx) => {
    await signOut(ctx, db);
    noStore(ctx);
    sendData(ctx, null);
  });

  // Anonymous visitors (and branch keys) get `{ data: null }` with 200, never an error page.
  router.get('/users/me', (ctx) => {
    const session = sessionOf(ctx);
    noStore(ctx);
    sendData(ctx, session && actorOf(ctx).kind === 'staff' ? currentUser(session.account, session.csrfToken) : null);
  });

  router.post('/login-links', async (ctx) => {
    const admin = requireAdmin(ctx);
    const body = loginLinkCreateSchema.parse(bodyOf(ctx));
    const account = await findAccountById(db, body.userId);
    if (!account) {
      throw new AppError('validation', messages.validation.invalidChoice, { field: 'userId', code: 'invalid_choice' });
    }
    const link = await createLoginLink(
      db,
      { userId: account.id, createdBy: admin.userId, minutes: body.minutes },
      now(),
    );
    noStore(ctx);
    sendData(
      ctx,
      { id: link.id, userId: link.userId, token: link.token, expiresAt: link.expiresAt.toISOString() },
      201,
    );
  });

  router.post('/login/link/:token', async (ctx) => {
    const at = now();
    const userId = await consumeLoginLink(db, ctx.params.token ?? '', at);
    const account = userId === null ? null : await findAccountById(db, userId);
    if (!account) throw new AppError('unauthorized', messages.auth.invalidLoginLink, { code: 'invalid_login_link' });
    const refusal = accountRefusal(account, at);
    if (refusal) throw refusal;
    noStore(ctx);
    sendData(ctx, await signIn(ctx, db, account, at));
  });

  return router;
}
