import { Router } from '@koa/router';
import type { OrderServices } from '../../orders/order-services.js';
import type { AppDeps } from '../../server/deps.js';
import { addTestPaymentRoutes } from '../payments/routes.js';
import { addOrderAcknowledgeRoutes } from './acknowledge-routes.js';
import { addOrderEventRoutes } from './event-routes.js';
import { addOrderExportRoutes } from './export-routes.js';
import { addFrontdeskOrderRoutes } from './frontdesk-routes.js';
import { addOrderNotificationRoutes } from './notification-routes.js';
import { addPublicOrderRoutes } from './routes.js';
import { addStaffOrderRoutes } from './staff-routes.js';

/** All /orders routes in one router, fixed paths before /orders/:id. */
export function orderRoutes(deps: AppDeps, services: OrderServices): Router {
  const router = new Router();
  addPublicOrderRoutes(router, deps, services);
  addOrderEventRoutes(router, services);
  addFrontdeskOrderRoutes(router, deps);
  addOrderNotificationRoutes(router, deps, services);
  addOrderAcknowledgeRoutes(router, deps, services);
  addOrderExportRoutes(router, deps);
  addStaffOrderRoutes(router, deps, services);
  addTestPaymentRoutes(router, deps, services);
  return router;
}
