import { onlinePauseInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { actorOf, branchScopeOf } from '../../infrastructure/auth/actor.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { orderIdParam, requireOrderScope } from '../orders/access.js';
import { activePauses } from './repository.js';
import { endOnlinePause, setOnlinePause } from './service.js';

/**
 * Issue 27.3, pause and busy mode per branch:
 * - GET /api/online-pauses: the pauses in force; anonymous callers see those of public, enabled branches (without
 *   who set them); staff, desks and branch keys those of their branches with `setBy` and `setAt`.
 * - PUT /api/branches/{id}/online-pause: set (replace) a pause or busy mode; DELETE ends it early. Staff of the
 *   branch (session + CSRF), its desk or its API key; another branch is 404.
 */
export function onlinePauseRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/online-pauses', async (ctx) => {
    const actor = actorOf(ctx);
    const now = deps.now();
    ctx.set('Cache-Control', 'no-store');
    if (actor.kind === 'anonymous') {
      const visible = await deps.db
        .selectFrom('branches')
        .select('id')
        .where('isPublic', '=', true)
        .where('isEnabled', '=', true)
        .execute();
      const pauses = await activePauses(
        deps.db,
        visible.map((branch) => branch.id),
        now,
      );
      sendData(
        ctx,
        pauses.map(({ branch, kind, until, extraMinutes }) => ({ branch, kind, until, extraMinutes })),
      );
      return;
    }
    sendData(ctx, await activePauses(deps.db, branchScopeOf(actor), now));
  });
  router.put('/branches/:id/online-pause', async (ctx) => {
    requireOrderScope(ctx);
    const branchId = orderIdParam(ctx.params.id);
    const input = onlinePauseInputSchema.parse(ctx.request.body);
    sendData(ctx, await setOnlinePause(deps, actorOf(ctx), branchId, input));
  });
  router.delete('/branches/:id/online-pause', async (ctx) => {
    requireOrderScope(ctx);
    await endOnlinePause(deps, actorOf(ctx), orderIdParam(ctx.params.id));
    ctx.status = 204;
  });
  return router;
}
