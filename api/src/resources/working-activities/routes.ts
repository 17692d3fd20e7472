import {
  workingActivityCorrectionSchema,
  workingActivityCreateSchema,
  workingActivityDeleteQuerySchema,
} from '@bestell/domain';
import { Router } from '@koa/router';
import { requireAdmin, requireStaff } from '../../infrastructure/auth/guards.js';
import { ifMatchVersion } from '../../infrastructure/crud/versions.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { sendData } from '../../kernel/envelope.js';
import { parseListQuery } from './query.js';
import { correctActivity, createActivity, deleteActivity, getActivity, listActivities } from './service.js';

/**
 * Working activities (spec §7 CRUD, issue 28.4) for the back-office: GET list (filters userId, branchId, from, to;
 * paging; total in X-Total-Count) and GET /{id} for staff — employees only their own; POST (enter a missing one),
 * PUT /{id} (correct) and DELETE /{id}?reason= for admins, each with a required reason that is kept with the
 * original (working_activity_corrections) and in the audit log. Clocking itself is the terminal's (time-tracking).
 */
export function workingActivityRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/working-activities', async (ctx) => {
    const actor = requireStaff(ctx);
    const { filters, paging } = parseListQuery(ctx.query);
    const { entities, total } = await listActivities(deps, actor, filters, paging);
    ctx.set('X-Total-Count', String(total));
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, entities);
  });
  router.get('/working-activities/:id', async (ctx) => {
    const actor = requireStaff(ctx);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await getActivity(deps, actor, parseId(ctx.params.id)));
  });
  router.post('/working-activities', async (ctx) => {
    const actor = requireAdmin(ctx);
    const input = workingActivityCreateSchema.parse(ctx.request.body);
    sendData(ctx, await createActivity(deps, actor, input), 201);
  });
  router.put('/working-activities/:id', async (ctx) => {
    const actor = requireAdmin(ctx);
    const id = parseId(ctx.params.id);
    const input = workingActivityCorrectionSchema.parse(ctx.request.body);
    sendData(ctx, await correctActivity(deps, actor, id, input, ifMatchVersion(ctx)));
  });
  router.delete('/working-activities/:id', async (ctx) => {
    const actor = requireAdmin(ctx);
    const id = parseId(ctx.params.id);
    const { reason } = workingActivityDeleteQuerySchema.parse({ ...ctx.query });
    await deleteActivity(deps, actor, id, reason, ifMatchVersion(ctx));
    ctx.status = 204;
  });
  return router;
}
