import { Router } from '@koa/router';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { requireTerminalEmployee } from '../time-tracking/terminal-auth.js';
import { upcomingShifts } from './upcoming.js';

/**
 * GET /api/time-tracking/{branchId}/{apiKey}/working-schedules (spec §7, issue 28.2): the signed-in employee's
 * shifts from now for 14 days. Branch API key in the path and the employee's terminal access token (Bearer).
 * Documented in ./docs.ts (hand-written route docs).
 */
export function workingScheduleTerminalRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/time-tracking/:branchId/:apiKey/working-schedules', async (ctx) => {
    const employee = await requireTerminalEmployee(deps, ctx);
    sendData(ctx, await upcomingShifts(deps.db, employee.userId, deps.now()));
  });
  return router;
}
