import { terminalSignInSchema, workingActions } from '@bestell/domain';
import { Router } from '@koa/router';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import {
  presentedTerminalToken,
  requireTerminalBranch,
  requireTerminalEmployee,
  revokeTerminalToken,
} from './terminal-auth.js';
import { act, getMe, getToday, listEmployees, noActionBody, signIn } from './terminal-service.js';

/**
 * The branch terminal (issue 28.1, spec §7 `/time-tracking/{a}/{b}/…`): `{a}` the branch id, `{b}` a branch API key
 * of that branch. The employee list and the PIN sign-in need only the key; the rest also the employee's access
 * token (Bearer). Other slices mount their terminal routes (working-schedules, balances) beside these.
 */
export function timeTrackingTerminalRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/time-tracking/:branchId/:apiKey' });
  router.get('/employees', async (ctx) => {
    const branchId = await requireTerminalBranch(deps, ctx);
    sendData(ctx, await listEmployees(deps, branchId));
  });
  router.post('/sign-in', async (ctx) => {
    const branchId = await requireTerminalBranch(deps, ctx);
    const input = terminalSignInSchema.parse(ctx.request.body);
    sendData(ctx, await signIn(deps, branchId, input.userId, input.pin));
  });
  router.post('/sign-out', async (ctx) => {
    await requireTerminalBranch(deps, ctx);
    const token = presentedTerminalToken(ctx);
    if (token !== null) await revokeTerminalToken(deps.db, token);
    ctx.status = 204;
  });
  router.get('/me', async (ctx) => {
    sendData(ctx, await getMe(deps, await requireTerminalEmployee(deps, ctx)));
  });
  router.get('/working-activities', async (ctx) => {
    sendData(ctx, await getToday(deps, await requireTerminalEmployee(deps, ctx)));
  });
  for (const action of workingActions) {
    router.post(`/working-activities/${action}`, async (ctx) => {
      const employee = await requireTerminalEmployee(deps, ctx);
      noActionBody(ctx.request.body);
      sendData(ctx, await act(deps, employee, action));
    });
  }
  return router;
}
