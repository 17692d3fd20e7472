import { loginSchema, messages } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import { actorOf } from '../../infrastructure/auth/actor.js';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import { loginLinkMail, loginLinkUrl } from '../../infrastructure/auth/login-link-mail.js';
import { consumeLoginLink, createLoginLink } from '../../infrastructure/auth/login-links.js';
import { sessionOf } from '../../infrastructure/auth/session-state.js';
import { accountRefusal, findAccountById } from '../../infrastructure/auth/staff-account.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { createConfiguredMailer } from '../../infrastructure/notifications/configured-mailer.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { getPublicConfig } from '../config/service.js';
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
export function authRoutes({ db, now, config, logger }: AppDeps): Router {
  const router = new Router();
  // Login links by e-mail go through the mail settings of the order e-mails (SMTP, or the log without them).
  const mailer = createConfiguredMailer({ db, config, logger });

  router.post('/login', async (ctx) => {
    const body = loginSchema.parse(bodyOf(ctx));
    const at = now();
    const account = await checkPassword(db, body, ctx, at);
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
    const email = account.email?.trim() ?? '';
    if (body.send && email === '') {
      throw new AppError('validation', messages.backoffice.noEmail, { field: 'userId', code: 'no_email' });
    }
    const at = now();
    // The audit log gets the link's id, user and expiry (never the token), in the link's transaction.
    const link = await db.transaction().execute(async (trx) => {
      const created = await createLoginLink(
        trx,
        { userId: account.id, createdBy: admin.userId, minutes: body.minutes },
        at,
      );
      await recordAudit(trx, {
        actor: admin,
        action: 'create',
        resource: 'login-links',
        resourceId: created.id,
        after: { id: created.id, userId: created.userId, expiresAt: created.expiresAt.toISOString() },
        data: { send: body.send, minutes: body.minutes },
        label: account.username,
        at,
      });
      return created;
    });
    noStore(ctx);
    const answer = { id: link.id, userId: link.userId, expiresAt: link.expiresAt.toISOString() };
    if (!body.send) {
      sendData(ctx, { ...answer, token: link.token }, 201);
      return;
    }
    // Sent by e-mail: the token goes only to the user's address, never into the answer.
    const { shopName } = await getPublicConfig(db);
    const mail = loginLinkMail({
      to: email,
      name: `${account.firstName} ${account.lastName}`.trim(),
      shopName,
      url: loginLinkUrl(config.publicUrl, link.token),
      minutes: body.minutes,
    });
    let delivery: 'sent' | 'logged';
    try {
      delivery = await mailer.send(mail, shopName);
    } catch (error) {
      logger.error({ err: error, userId: account.id }, 'sending a login link failed');
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('loginLinks').where('id', '=', link.id).execute();
        await recordAudit(trx, {
          actor: admin,
          action: 'delete',
          resource: 'login-links',
          resourceId: link.id,
          before: answer,
          data: { reason: 'send_failed' },
          label: account.username,
          at: now(),
        });
      });
      throw new AppError('conflict', messages.backoffice.loginLinkSendFailed, { code: 'send_failed' });
    }
    sendData(ctx, { ...answer, sentTo: email, delivery }, 201);
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
