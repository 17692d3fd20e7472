import { workingScheduleSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { z } from 'zod';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { requireTerminalEmployee } from '../time-tracking/terminal-auth.js';
import { upcomingShifts } from './upcoming.js';

export const terminalShiftSchema = workingScheduleSchema.omit({ seriesId: true });

/**
 * GET /api/time-tracking/{branchId}/{apiKey}/working-schedules (spec §7, issue 28.2): the signed-in employee's
 * shifts from now for 14 days. Branch API key in the path and the employee's terminal access token (Bearer).
 */
export function workingScheduleTerminalRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  router.get('/time-tracking/:branchId/:apiKey/working-schedules', async (ctx) => {
    const employee = await requireTerminalEmployee(deps, ctx);
    sendData(ctx, await upcomingShifts(deps.db, employee.userId, deps.now()));
  });
  registry.add({
    method: 'get',
    path: '/api/time-tracking/{branchId}/{apiKey}/working-schedules',
    summary: "The signed-in employee's shifts from now for 14 days (branch API key in the path, terminal Bearer token)",
    tag: 'time-tracking',
    access: 'public',
    status: 200,
    answer: z.array(terminalShiftSchema),
  });
  return router;
}
