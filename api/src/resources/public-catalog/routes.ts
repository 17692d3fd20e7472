import { Router } from '@koa/router';
import { cachedRoute } from '../../infrastructure/cache/cached-route.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { publicCatalogReads } from './reads.js';

/** GET of every anonymous catalog read, answered from the catalog cache (staff requests run the loader each time). */
export function publicCatalogRoutes({ db, catalogCache }: AppDeps): Router {
  const router = new Router();
  for (const [path, load] of Object.entries(publicCatalogReads)) {
    router.get(
      path,
      cachedRoute(catalogCache, async (ctx) => {
        sendData(ctx, await load(db));
      }),
    );
  }
  return router;
}
