import { terminalSignInSchema, workingActions } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { requireDevice } from '../devices/credential.js';
import { terminalBalancesOf } from '../time-sheets/service.js';
import { upcomingShifts } from '../working-schedules/upcoming.js';
import {
  employeeOfToken,
  presentedTerminalToken,
  revokeTerminalToken,
  type TerminalEmployee,
} from './terminal-auth.js';
import { act, getMe, getToday, listEmployees, noActionBody, signIn } from './terminal-service.js';

/**
 * The desk's Zeiterfassung tab (issue 28.1): the terminal's service through the desk's device credential
 * (`X-Device-Key`, its own branch only); the employee's access token travels in `X-Time-Tracking-Token`. The next
 * shifts and the month's balance are the terminal's (`…/working-schedules`, `…/balances`), so the tab shows the same.
 */
export function deskTimeTrackingRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/devices/self/time-tracking' });
  async function employeeOf(ctx: Context): Promise<TerminalEmployee> {
    const device = await requireDevice(ctx, deps.db);
    ctx.set('Cache-Control', 'no-store');
    return employeeOfToken(deps.db, presentedTerminalToken(ctx, 'header'), device.branchId, deps.now());
  }
  router.get('/employees', async (ctx) => {
    const device = await requireDevice(ctx, deps.db);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await listEmployees(deps, device.branchId));
  });
  router.post('/sign-in', async (ctx) => {
    const device = await requireDevice(ctx, deps.db);
    const input = terminalSignInSchema.parse(ctx.request.body);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await signIn(deps, device.branchId, input.userId, input.pin));
  });
  router.post('/sign-out', async (ctx) => {
    await requireDevice(ctx, deps.db);
    const token = presentedTerminalToken(ctx, 'header');
    if (token !== null) await revokeTerminalToken(deps.db, token);
    ctx.status = 204;
  });
  router.get('/me', async (ctx) => {
    sendData(ctx, await getMe(deps, await employeeOf(ctx)));
  });
  router.get('/working-activities', async (ctx) => {
    sendData(ctx, await getToday(deps, await employeeOf(ctx)));
  });
  for (const action of workingActions) {
    router.post(`/working-activities/${action}`, async (ctx) => {
      const employee = await employeeOf(ctx);
      noActionBody(ctx.request.body);
      sendData(ctx, await act(deps, employee, action));
    });
  }
  router.get('/working-schedules', async (ctx) => {
    const { userId } = await employeeOf(ctx);
    sendData(ctx, await upcomingShifts(deps.db, userId, deps.now()));
  });
  router.get('/balances', async (ctx) => {
    const { userId } = await employeeOf(ctx);
    sendData(ctx, await terminalBalancesOf(deps.db, userId, deps.now()));
  });
  return router;
}
