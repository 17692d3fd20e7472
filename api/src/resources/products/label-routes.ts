import { Router } from '@koa/router';
import { requireStaff } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { productLabelsPdf } from './labels-service.js';

/** GET /products/labels.pdf (contract 6): staff only; mounted before the products CRUD router (/products/{id}). */
export function productLabelRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/products/labels.pdf', async (ctx) => {
    requireStaff(ctx);
    const pdf = await productLabelsPdf(deps, ctx.query);
    ctx.set('Content-Type', 'application/pdf');
    ctx.set('Content-Disposition', 'inline; filename="etiketten.pdf"');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = Buffer.from(pdf);
  });
  return router;
}
