import { pinInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { requireAdmin, requireStaff } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { sendData } from '../../kernel/envelope.js';
import { listPinStatus, removePin, setPin } from './pin-service.js';

/**
 * Terminal PINs in the back-office (issue 28.1): admins list every user's PIN state and set or remove anyone's PIN;
 * every staff user sets their own (`/time-tracking/pins/me`). The PIN is never answered.
 */
export function timeTrackingPinRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/time-tracking/pins' });
  router.get('/', async (ctx) => {
    requireAdmin(ctx);
    sendData(ctx, await listPinStatus(deps.db, deps.now()));
  });
  router.put('/me', async (ctx) => {
    const actor = requireStaff(ctx);
    const input = pinInputSchema.parse(ctx.request.body);
    await setPin(deps, actor, actor.userId, input.pin);
    ctx.status = 204;
  });
  router.put('/:userId', async (ctx) => {
    const actor = requireAdmin(ctx);
    const userId = parseId(ctx.params.userId);
    const input = pinInputSchema.parse(ctx.request.body);
    await setPin(deps, actor, userId, input.pin);
    ctx.status = 204;
  });
  router.delete('/:userId', async (ctx) => {
    const actor = requireAdmin(ctx);
    await removePin(deps, actor, parseId(ctx.params.userId));
    ctx.status = 204;
  });
  return router;
}
