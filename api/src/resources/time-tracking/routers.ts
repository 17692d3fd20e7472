import type { Router } from '@koa/router';
import type { AppDeps } from '../../infrastructure/deps.js';
import { deskTimeTrackingRoutes } from './device-routes.js';
import { timeTrackingPinRoutes } from './pin-routes.js';
import { timeTrackingTerminalRoutes } from './routes.js';

/**
 * Every time-tracking router of issue 28 that is not a CRUD resource: the terminal (`/time-tracking/{a}/{b}/…`), the
 * desk's tab and the PIN management. Other slices add their terminal routers (working-schedules, balances) here.
 */
export function timeTrackingRouters(deps: AppDeps): Router[] {
  return [timeTrackingPinRoutes(deps), timeTrackingTerminalRoutes(deps), deskTimeTrackingRoutes(deps)];
}
