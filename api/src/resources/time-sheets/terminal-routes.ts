import { Router } from '@koa/router';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { requireTerminalEmployee } from '../time-tracking/terminal-auth.js';
import { terminalBalancesOf } from './service.js';

/**
 * GET /api/time-tracking/{branchId}/{apiKey}/balances (issue 28.3): the signed-in employee's month at the terminal —
 * worked, planned, the month's overtime, the balance carried up to the end of the month and the holidays of the year.
 */
export function timeSheetTerminalRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/time-tracking/:branchId/:apiKey/balances', async (ctx) => {
    const { userId } = await requireTerminalEmployee(deps, ctx);
    sendData(ctx, await terminalBalancesOf(deps.db, userId, deps.now()));
  });
  return router;
}
