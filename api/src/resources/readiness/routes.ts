import { Router } from '@koa/router';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { readinessOf } from './service.js';

/** GET /api/readiness (admins): what is still missing before real customers should order (issue 23 point 6). */
export function readinessRoutes({ db, config }: AppDeps): Router {
  const router = new Router();
  router.get('/readiness', async (ctx) => {
    requireAdmin(ctx);
    sendData(ctx, await readinessOf(db, config));
  });
  return router;
}
