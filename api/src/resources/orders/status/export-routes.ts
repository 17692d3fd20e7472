import type { Router } from '@koa/router';
import type { AppDeps } from '../../../infrastructure/deps.js';
import { requireOrderScope } from '../access.js';
import { exportOrderHistory } from './export-service.js';

/** GET /orders/export.csv (contract 5): the history's filters, as a CSV download. Registered before /orders/:id. */
export function addOrderExportRoutes(router: Router, deps: AppDeps): void {
  router.get('/orders/export.csv', async (ctx) => {
    const result = await exportOrderHistory(deps, requireOrderScope(ctx), ctx.query);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set('Content-Disposition', `attachment; filename="${result.fileName}"`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = result.body;
  });
}
