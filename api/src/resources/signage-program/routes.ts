import { Router } from '@koa/router';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { requireSignageDevice } from '../digital-signage-devices/self-auth.js';
import { programCacheOf } from './cache.js';
import { watchProgramChanges } from './program-changes.js';
import { buildProgram } from './service.js';
import { signageTemplateRoutes } from './template-route.js';

/**
 * GET /api/digital-signage/self/program (issue 29): what the calling screen plays (device credential `X-Device-Key`
 * of a signage screen). Built per screen from the catalog and cached until the next catalog or signage change.
 */
export function signageProgramRoutes(deps: AppDeps): Router {
  const router = new Router();
  watchProgramChanges(deps.db);
  const cache = programCacheOf(deps.catalogCache, () => deps.now().getTime());

  router.get('/digital-signage/self/program', async (ctx) => {
    const { signageDeviceId } = await requireSignageDevice(ctx, deps.db);
    // A scene command or a screen edit answers before the catalog cache hears of it: the screen's own settings are
    // part of the key, so the screen's next request never gets the program of its former scene.
    const screen = await deps.db
      .selectFrom('digitalSignageDevices')
      .select(['version', 'sceneId', 'groupName'])
      .where('id', '=', signageDeviceId)
      .executeTakeFirstOrThrow();
    const stamp = `${screen.version}|${screen.sceneId ?? ''}|${screen.groupName ?? ''}`;
    const program = await cache.get(signageDeviceId, stamp, () => buildProgram(deps.db, signageDeviceId, deps.now()));
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, program);
  });

  router.use(signageTemplateRoutes(deps).routes());
  return router;
}
