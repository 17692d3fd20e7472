import { Router } from '@koa/router';
import { cachedRoute } from '../../cache/cached-route.js';
import type { AppDeps } from '../../server/deps.js';
import { sendData } from '../../server/envelope.js';
import { listPublicCategories } from './service.js';

export function categoryRoutes({ db, catalogCache }: AppDeps): Router {
  const router = new Router();
  router.get(
    '/categories',
    cachedRoute(catalogCache, async (ctx) => {
      sendData(ctx, await listPublicCategories(db));
    }),
  );
  return router;
}
