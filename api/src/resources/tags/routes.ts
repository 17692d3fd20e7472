import { Router } from '@koa/router';
import { cachedRoute } from '../../cache/cached-route.js';
import type { AppDeps } from '../../server/deps.js';
import { sendData } from '../../server/envelope.js';
import { listTags } from './service.js';

export function tagRoutes({ db, catalogCache }: AppDeps): Router {
  const router = new Router();
  router.get(
    '/tags',
    cachedRoute(catalogCache, async (ctx) => {
      sendData(ctx, await listTags(db));
    }),
  );
  return router;
}
