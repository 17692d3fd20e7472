import { Router } from '@koa/router';
import { cachedRoute } from '../../cache/cached-route.js';
import type { AppDeps } from '../../server/deps.js';
import { sendData } from '../../server/envelope.js';
import { getPublicConfig } from './service.js';

export function configRoutes({ db, catalogCache }: AppDeps): Router {
  const router = new Router();
  router.get(
    '/config',
    cachedRoute(catalogCache, async (ctx) => {
      sendData(ctx, await getPublicConfig(db));
    }),
  );
  return router;
}
