import { configInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { actorOf, isAdmin } from '../../auth/actor.js';
import { requireAdmin } from '../../auth/guards.js';
import { writeAuditLog } from '../../crud/audit.js';
import type { RouteRegistry } from '../../crud/registry.js';
import { json } from '../../db/schema.js';
import type { AppDeps } from '../../server/deps.js';
import { sendData } from '../../server/envelope.js';
import { findConfigData } from './repository.js';

/**
 * GET /api/config for admins: the whole stored document (visitors keep the public projection of routes.ts).
 * POST /api/config (admins): the given fields replace the stored ones, the rest stays; audited.
 */
export function configStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const { db } = deps;
  const router = new Router();
  router.get('/config', async (ctx, next) => {
    if (!isAdmin(actorOf(ctx))) return next();
    sendData(ctx, await findConfigData(db));
  });
  router.post('/config', async (ctx) => {
    const actor = requireAdmin(ctx);
    const input = configInputSchema.parse((ctx.request as { body?: unknown }).body);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const data = await db.transaction().execute(async (trx) => {
      const current = await findConfigData(trx);
      const next = { ...current, ...changes };
      await trx
        .insertInto('config')
        .values({ id: 1, data: json(next), updatedAt: deps.now() })
        .onConflict((oc) => oc.column('id').doUpdateSet({ data: json(next), updatedAt: deps.now() }))
        .execute();
      await writeAuditLog(trx, { actor, action: 'update', resource: 'config', resourceId: 1, data: changes });
      return next;
    });
    sendData(ctx, data);
  });
  registry.add({
    method: 'post',
    path: '/api/config',
    summary: 'Change the configuration (given fields only)',
    tag: 'config',
    access: 'admin',
    body: configInputSchema,
    status: 200,
  });
  return router;
}
