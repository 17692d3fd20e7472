import { orderActions } from '@bestell/domain';
import type { Router } from '@koa/router';
import { actorOf } from '../../../infrastructure/auth/actor.js';
import type { AppDeps } from '../../../infrastructure/deps.js';
import { AppError } from '../../../kernel/app-error.js';
import { sendData } from '../../../kernel/envelope.js';
import { wakeDevice } from '../../devices/device-wake.js';
import { branchGuard, orderIdParam, requireOrderScope } from '../access.js';
import type { OrderServices } from '../order-services.js';
import { listCurrentOrders, listMissedOrders, listOrderHistory } from './list-service.js';
import {
  applyStatusAction,
  editOrderItem,
  getStaffOrder,
  printOrder,
  proposeCounterAppointment,
  updatePaymentStatus,
} from './staff-service.js';

/** Staff and branch-key routes (spec §7 orders); every route checks the order's branch against the caller. */
export function addStaffOrderRoutes(router: Router, deps: AppDeps, services: OrderServices): void {
  router.get('/orders/current', async (ctx) => {
    sendData(ctx, await listCurrentOrders(deps, requireOrderScope(ctx), ctx.query));
  });
  router.get('/orders/missed', async (ctx) => {
    sendData(ctx, await listMissedOrders(deps, requireOrderScope(ctx), ctx.query));
  });
  router.get('/orders', async (ctx) => {
    ctx.body = await listOrderHistory(deps, requireOrderScope(ctx), ctx.query);
  });
  router.get('/orders/:id', async (ctx) => {
    requireOrderScope(ctx);
    sendData(ctx, await getStaffOrder(deps, orderIdParam(ctx.params.id), branchGuard(ctx)));
  });
  router.post('/orders/:id/status/:action', async (ctx) => {
    requireOrderScope(ctx);
    const action = orderActions.find((candidate) => candidate === ctx.params.action);
    if (!action) throw AppError.notFound();
    const id = orderIdParam(ctx.params.id);
    sendData(
      ctx,
      await applyStatusAction(deps, services, id, action, branchGuard(ctx), () => ctx.request.body, actorOf(ctx)),
    );
  });
  router.post('/orders/:id/counter-appointment', async (ctx) => {
    requireOrderScope(ctx);
    const id = orderIdParam(ctx.params.id);
    sendData(
      ctx,
      await proposeCounterAppointment(deps, services, id, () => ctx.request.body, branchGuard(ctx), actorOf(ctx)),
    );
  });
  router.put('/orders/:id/items/:index', async (ctx) => {
    requireOrderScope(ctx);
    const id = orderIdParam(ctx.params.id);
    const index = Number(ctx.params.index);
    if (!Number.isInteger(index) || index < 0 || index > 10_000) throw AppError.notFound();
    sendData(
      ctx,
      await editOrderItem(deps, services, id, index, () => ctx.request.body, branchGuard(ctx), actorOf(ctx)),
    );
  });
  router.post('/orders/:id/update-payment-status', async (ctx) => {
    requireOrderScope(ctx);
    sendData(
      ctx,
      await updatePaymentStatus(deps, services, orderIdParam(ctx.params.id), branchGuard(ctx), actorOf(ctx)),
    );
  });
  router.post('/orders/:id/print', async (ctx) => {
    requireOrderScope(ctx);
    const jobs = await printOrder(deps, orderIdParam(ctx.params.id), branchGuard(ctx), actorOf(ctx));
    // The desks waiting on their long poll in this process print at once (else within the poll's recheck).
    for (const job of jobs) if (job.deviceId !== null) wakeDevice(job.deviceId);
    sendData(ctx, jobs, 201);
  });
}
