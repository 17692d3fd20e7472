import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { pickQuery, queryParam } from '../../infrastructure/http/query-schema.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { sendData } from '../../kernel/envelope.js';
import { listBranchKeys } from './repository.js';
import { branchKeyCreateSchema } from './schema.js';
import { createBranchKey, getBranchKey, revoke, rotateBranchKey, viewOf } from './service.js';

function bodyOf(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body;
}

/** The query of GET /branch-keys (picked by the route, shown by the OpenAPI document). */
export const branchKeysQuerySchema = z.object({
  branchId: queryParam('Only the keys of this branch (anything but an id lists every branch).'),
});

/** `?branchId=` filter of the list; anything but a positive integer lists every branch. */
function branchFilter(ctx: Context): number | null {
  const value = pickQuery(branchKeysQuerySchema, ctx.query).branchId;
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/** Admin only: branch API keys for desk, frontdesk and backoffice views. */
export function branchKeyRoutes({ db, now }: AppDeps): Router {
  const router = new Router();

  router.get('/branch-keys', async (ctx) => {
    requireAdmin(ctx);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, (await listBranchKeys(db, branchFilter(ctx))).map(viewOf));
  });

  router.get('/branch-keys/:id', async (ctx) => {
    requireAdmin(ctx);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await getBranchKey(db, parseId(ctx.params.id)));
  });

  router.post('/branch-keys', async (ctx) => {
    const admin = requireAdmin(ctx);
    const body = branchKeyCreateSchema.parse(bodyOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await createBranchKey(db, body, now(), admin), 201);
  });

  router.post('/branch-keys/:id/rotate', async (ctx) => {
    const admin = requireAdmin(ctx);
    const id = parseId(ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await rotateBranchKey(db, id, now(), admin));
  });

  router.delete('/branch-keys/:id', async (ctx) => {
    const admin = requireAdmin(ctx);
    await revoke(db, parseId(ctx.params.id), now(), admin);
    ctx.status = 204;
  });

  return router;
}
