import type { Router } from '@koa/router';
import type { AppDeps } from '../../../infrastructure/deps.js';
import { sendData } from '../../../kernel/envelope.js';
import type { OrderServices } from '../order-services.js';
import { parseIdempotencyKey } from '../placement/idempotency.js';
import { orderOriginHeader, parseOrderOrigin } from '../placement/order-origin.js';
import { placeOrder } from '../placement/placement-service.js';
import { answerCounterAppointment, getPublicOrder, sendQuestionnaire } from './public-service.js';

/** Customer routes: placement and the public status page (uid + hash). */
export function addPublicOrderRoutes(router: Router, deps: AppDeps, services: OrderServices): void {
  router.post('/orders', async (ctx) => {
    const key = parseIdempotencyKey(ctx.get('Idempotency-Key') || undefined);
    const origin = parseOrderOrigin(ctx.get(orderOriginHeader) || undefined);
    const result = await placeOrder(deps, services, ctx.request.body, key, { ip: ctx.ip, response: ctx, origin });
    if (result.replayed) ctx.set('Idempotent-Replayed', 'true');
    ctx.status = result.status;
    ctx.body = result.body;
  });
  router.get('/orders/public/:uid/:hash', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await getPublicOrder(deps, ctx.params.uid ?? '', ctx.params.hash ?? ''));
  });
  router.post('/orders/public/:uid/:hash/confirm-counter-appointment', async (ctx) => {
    sendData(
      ctx,
      await answerCounterAppointment(deps, services, ctx.params.uid ?? '', ctx.params.hash ?? '', 'confirm'),
    );
  });
  router.post('/orders/public/:uid/:hash/reject-counter-appointment', async (ctx) => {
    sendData(
      ctx,
      await answerCounterAppointment(deps, services, ctx.params.uid ?? '', ctx.params.hash ?? '', 'reject'),
    );
  });
  router.post('/orders/public/:uid/:hash/questionnaire', async (ctx) => {
    sendData(ctx, await sendQuestionnaire(deps, ctx.params.uid ?? '', ctx.params.hash ?? '', ctx.request.body), 201);
  });
}
