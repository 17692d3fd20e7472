import { copyWeekInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { z } from 'zod';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { sendData } from '../../kernel/envelope.js';
import { copyWeek } from './copy-week.js';
import { deleteSeriesFrom } from './delete-series.js';
import { workingScheduleEntitySchema, workingScheduleResource } from './resource.js';

/**
 * The schedule (issue 28.2): standard CRUD of `working-schedules` plus POST /api/working-schedules/copy-week and
 * DELETE /api/working-schedules/{id}/series (this shift and the later ones of its series). Admins only for writes.
 */
export function workingScheduleStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  router.post('/working-schedules/copy-week', async (ctx) => {
    const actor = requireAdmin(ctx);
    const input = copyWeekInputSchema.parse(ctx.request.body);
    sendData(ctx, await copyWeek(deps, actor, input), 201);
  });
  registry.add({
    method: 'post',
    path: '/api/working-schedules/copy-week',
    summary: 'Copy the shifts of a week (Monday fromWeek) into another week (Monday toWeek), Vienna wall-clock kept',
    tag: 'working-schedules',
    access: 'admin',
    body: copyWeekInputSchema,
    status: 201,
    answer: z.array(workingScheduleEntitySchema),
  });
  router.delete('/working-schedules/:id/series', async (ctx) => {
    const actor = requireAdmin(ctx);
    await deleteSeriesFrom(deps, actor, parseId(ctx.params.id));
    ctx.status = 204;
  });
  registry.add({
    method: 'delete',
    path: '/api/working-schedules/{id}/series',
    summary: 'Delete a shift and the later shifts of its weekly series',
    tag: 'working-schedules',
    access: 'admin',
    status: 204,
  });
  router.use(crudRouter(workingScheduleResource, deps, registry).routes());
  return router;
}
