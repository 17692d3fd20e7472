import { onlinePauseInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Actor } from '../../infrastructure/auth/actor.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { type PairedDevice, requireDevice } from '../devices/credential.js';
import { parsePrintBody, printProduction } from '../production/service.js';
import { activePauses } from './repository.js';
import { endOnlinePause, setOnlinePause } from './service.js';

const deviceActor = (device: PairedDevice): Actor => ({
  kind: 'device',
  deviceId: device.id,
  name: device.name,
  branchId: device.branchId,
});

/**
 * The desk's side of issue 27 (header X-Device-Key, its own branch only): read, set and end the branch's pause or
 * busy mode (audit log names the desk), and print the production list (records the print; the answer is the list
 * the desk renders for its receipt printer).
 */
export function deskPauseAndProductionRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/devices/self/online-pause', async (ctx) => {
    const device = await requireDevice(ctx, deps.db);
    const [pause] = await activePauses(deps.db, [device.branchId], deps.now());
    sendData(ctx, pause ?? null);
  });
  router.put('/devices/self/online-pause', async (ctx) => {
    const device = await requireDevice(ctx, deps.db);
    const input = onlinePauseInputSchema.parse(ctx.request.body);
    sendData(ctx, await setOnlinePause(deps, deviceActor(device), device.branchId, input));
  });
  router.delete('/devices/self/online-pause', async (ctx) => {
    const device = await requireDevice(ctx, deps.db);
    await endOnlinePause(deps, deviceActor(device), device.branchId);
    ctx.status = 204;
  });
  router.post('/devices/self/production/print', async (ctx) => {
    const device = await requireDevice(ctx, deps.db);
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const request = parsePrintBody({ ...body, branch: device.branchId }, deps.now());
    sendData(ctx, await printProduction(deps, deviceActor(device), request));
  });
  return router;
}
