import { Router } from '@koa/router';
import { pingDatabase } from '../../db/database.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';

/** GET /api/health: 200 when `select 1` answers, else 503 with database false. */
export function healthRoutes({ db }: AppDeps): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    const database = await pingDatabase(db);
    sendData(ctx, { status: database ? 'ok' : 'unavailable', database }, database ? 200 : 503);
  });
  return router;
}
