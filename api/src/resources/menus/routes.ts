import { Router } from '@koa/router';
import { cachedRoute } from '../../cache/cached-route.js';
import type { AppDeps } from '../../server/deps.js';
import { sendData } from '../../server/envelope.js';
import { listPublicMenus } from './service.js';

export function menuRoutes({ db, catalogCache }: AppDeps): Router {
  const router = new Router();
  router.get(
    '/menus',
    cachedRoute(catalogCache, async (ctx) => {
      sendData(ctx, await listPublicMenus(db));
    }),
  );
  return router;
}
