import { Router } from '@koa/router';
import { cachedRoute } from '../../cache/cached-route.js';
import type { AppDeps } from '../../server/deps.js';
import { sendData } from '../../server/envelope.js';
import { listPublicBranches } from './service.js';

export function branchRoutes({ db, catalogCache }: AppDeps): Router {
  const router = new Router();
  router.get(
    '/branches',
    cachedRoute(catalogCache, async (ctx) => {
      sendData(ctx, await listPublicBranches(db));
    }),
  );
  return router;
}
