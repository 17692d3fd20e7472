import { Router } from '@koa/router';
import type { AppDeps } from '../../infrastructure/deps.js';
import { addMolliePaymentRoutes } from '../payments/mollie-routes.js';
import { addTestPaymentRoutes } from '../payments/routes.js';
import { addStripePaymentRoutes } from '../payments/stripe-routes.js';
import { addRefundRoutes } from '../refunds/routes.js';
import { addOrderEventRoutes } from './event-routes.js';
import type { OrderServices } from './order-services.js';
import { addPublicOrderRoutes } from './public/routes.js';
import { addOrderAcknowledgeRoutes } from './status/acknowledge-routes.js';
import { addOrderExportRoutes } from './status/export-routes.js';
import { addFrontdeskOrderRoutes } from './status/frontdesk-routes.js';
import { addOrderNotificationRoutes } from './status/notification-routes.js';
import { addStaffOrderRoutes } from './status/staff-routes.js';

/** All /orders routes in one router, fixed paths before /orders/:id. */
export function orderRoutes(deps: AppDeps, services: OrderServices): Router {
  const router = new Router();
  addPublicOrderRoutes(router, deps, services);
  addOrderEventRoutes(router, services);
  addFrontdeskOrderRoutes(router, deps);
  addOrderNotificationRoutes(router, deps, services);
  addOrderAcknowledgeRoutes(router, deps, services);
  addOrderExportRoutes(router, deps);
  addRefundRoutes(router, deps, services);
  addStaffOrderRoutes(router, deps, services);
  addTestPaymentRoutes(router, deps, services);
  addMolliePaymentRoutes(router, deps, services);
  addStripePaymentRoutes(router, deps, services);
  return router;
}
