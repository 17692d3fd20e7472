import { Router } from '@koa/router';
import { cachedRoute } from '../../cache/cached-route.js';
import type { AppDeps } from '../../server/deps.js';
import { sendData } from '../../server/envelope.js';
import { listPublicProducts } from './service.js';

export function productRoutes({ db, catalogCache }: AppDeps): Router {
  const router = new Router();
  router.get(
    '/products',
    cachedRoute(catalogCache, async (ctx) => {
      sendData(ctx, await listPublicProducts(db));
    }),
  );
  return router;
}
