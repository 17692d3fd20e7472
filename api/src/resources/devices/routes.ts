import { deskSettingsOf, orderActions, signageDevicesMessages } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { OrderRow } from '../../db/rows.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import { type Actor, actorOf, branchScopeOf } from '../../infrastructure/auth/actor.js';
import { requireBranchAccess, requireStaff } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { lastEventIdHeader } from '../../infrastructure/events/last-event-id.js';
import { streamOrderEvents } from '../../infrastructure/events/sse.js';
import { pickQuery, queryParam } from '../../infrastructure/http/query-schema.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import type { OrderServices } from '../orders/order-services.js';
import { listCurrentOrders } from '../orders/status/list-service.js';
import {
  acknowledgeOrder,
  applyStatusAction,
  getStaffOrder,
  proposeCounterAppointment,
} from '../orders/status/staff-service.js';
import { awaitTestPrint, pendingCommands, recordDeviceCommand, reportCommand, runCommand } from './command-service.js';
import { type PairedDevice, requireDevice, settingsVersionHeader } from './credential.js';
import { waitForWork, waitQuerySchema, wakeDevice } from './device-wake.js';
import { deviceHealth, devicesHealth, recordHeartbeat } from './health-service.js';
import { createPairingCode, redeemPairingCode, revokeCredential } from './pairing-service.js';
import { pendingJobs, queueTestPage, reportJob } from './print-job-service.js';

function bodyOf(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body;
}

/** The query of the device's event stream and of its pending print jobs (picked by the routes, documented). */
export const deviceEventsQuerySchema = z.object({
  lastEventId: queryParam('Resume after this event (for clients that cannot send the Last-Event-ID header).'),
});
export const jobsQuerySchema = z.object({
  printer: queryParam('`receipt` (default) or `labels`.'),
});

/** The desk as the audit log names it: the device with its name and branch (issue 24). */
function deviceActor(device: PairedDevice): Actor {
  return { kind: 'device', deviceId: device.id, name: device.name, branchId: device.branchId };
}

export const redeemSchema = z.strictObject({ code: z.string().trim().min(1).max(32) });
export const reprintSchema = z.strictObject({
  orderId: z.number().int().positive(),
  document: z.enum(['customer', 'kitchen']).default('customer'),
});

/**
 * Desk devices (issue 13). Staff: pairing codes, revoking, health, test page. A desk: redeems a code for its
 * credential, then calls `/devices/self/…` with `X-Device-Key`: its branch's live order events (the order SSE hub),
 * current orders and their status actions, its pending print jobs (automatic ones are written on read), job reports
 * and heartbeats. Its polls answer the device row's version in `X-Device-Version`: a desk reloads its settings
 * (`/devices/self/info`) when that changes.
 */
export function deviceRoutes(deps: AppDeps, services: OrderServices): Router {
  const router = new Router();
  const db = deps.db;

  /**
   * The device of the path after the staff branch check (404 missing, 401/403 as the other branch routes). A signage
   * screen's display device is paired, revoked and tested as its screen (/api/digital-signage-devices): 409 here.
   */
  async function staffDevice(ctx: Context): Promise<{ id: number; branchId: number }> {
    const id = parseId(ctx.params.id);
    const row = await db.selectFrom('devices').select(['branchId', 'type']).where('id', '=', id).executeTakeFirst();
    if (!row) {
      requireBranchAccess(ctx, -1);
      throw AppError.notFound();
    }
    requireBranchAccess(ctx, row.branchId);
    if (row.type === 'display') {
      throw new AppError('conflict', signageDevicesMessages.displayDeviceElsewhere, { code: 'display_device' });
    }
    return { id, branchId: row.branchId };
  }

  const ownOrder =
    (device: PairedDevice) =>
    (order: OrderRow): void => {
      if (order.branchId !== device.branchId) throw AppError.notFound();
    };

  router.post('/devices/:id/pair', async (ctx) => {
    const device = await staffDevice(ctx);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await createPairingCode(db, device.id, deps.now(), actorOf(ctx)), 201);
  });

  router.delete('/devices/:id/credential', async (ctx) => {
    const device = await staffDevice(ctx);
    await revokeCredential(db, device.id, deps.now(), actorOf(ctx));
    ctx.status = 204;
  });

  /** The health of every device the staff member may see (admins: all; employees: their branches'). */
  router.get('/devices/health', async (ctx) => {
    const scope = branchScopeOf(requireStaff(ctx));
    // The signage screens' display devices are shown with their screens (/api/digital-signage-devices).
    let query = db.selectFrom('devices').select('id').where('type', '<>', 'display').orderBy('id');
    if (scope !== 'all') query = query.where('branchId', 'in', scope.length === 0 ? [-1] : scope);
    const ids = (await query.execute()).map((row) => row.id);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await devicesHealth(db, ids, deps.now()));
  });

  router.get('/devices/:id/health', async (ctx) => {
    const device = await staffDevice(ctx);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await deviceHealth(db, device.id, deps.now()));
  });

  router.post('/devices/:id/test/print', async (ctx) => {
    const device = await staffDevice(ctx);
    const now = deps.now();
    const job = await db.transaction().execute(async (trx) => {
      const queued = await queueTestPage(trx, device.id, device.branchId, now);
      await recordDeviceCommand(trx, actorOf(ctx), device.id, 'test-print', queued.id, now);
      return queued;
    });
    wakeDevice(device.id);
    sendData(ctx, await awaitTestPrint(db, job.id, deps.now));
  });

  router.post('/devices/:id/test/notification', async (ctx) => {
    const device = await staffDevice(ctx);
    sendData(ctx, await runCommand(db, device.id, 'notification', deps.now, undefined, wakeDevice, actorOf(ctx)));
  });

  router.post('/devices/:id/request-device-logs', async (ctx) => {
    const device = await staffDevice(ctx);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await runCommand(db, device.id, 'logs', deps.now, undefined, wakeDevice, actorOf(ctx)));
  });

  router.post('/devices/pairings', async (ctx) => {
    const { code } = redeemSchema.parse(bodyOf(ctx));
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await redeemPairingCode(db, code, deps.now()), 201);
  });

  router.get('/devices/self/info', async (ctx) => {
    const device = await requireDevice(ctx, db);
    const branch = await deps.db
      .selectFrom('branches')
      .select(['id', 'identifier', 'name', 'street', 'zipCode', 'city', 'phone'])
      .where('id', '=', device.branchId)
      .executeTakeFirstOrThrow();
    sendData(ctx, {
      device: { ...device, settings: deskSettingsOf(device.settings), pairedAt: device.pairedAt.toISOString() },
      branch,
      publicUrl: deps.config.publicUrl,
    });
  });

  router.get('/devices/self/events', async (ctx) => {
    const device = await requireDevice(ctx, db);
    const header = ctx.get(lastEventIdHeader.name);
    const query = pickQuery(deviceEventsQuerySchema, ctx.query);
    await streamOrderEvents(ctx, services.events, [device.branchId], header || query.lastEventId || null);
  });

  router.get('/devices/self/orders/current', async (ctx) => {
    const device = await requireDevice(ctx, db);
    sendData(ctx, await listCurrentOrders(deps, [device.branchId], {}));
  });

  router.get('/devices/self/orders/:orderId', async (ctx) => {
    const device = await requireDevice(ctx, db);
    sendData(ctx, await getStaffOrder(deps, parseId(ctx.params.orderId), ownOrder(device)));
  });

  router.post('/devices/self/orders/:orderId/status/:action', async (ctx) => {
    const device = await requireDevice(ctx, db);
    const action = orderActions.find((candidate) => candidate === ctx.params.action);
    if (!action) throw AppError.notFound();
    const orderId = parseId(ctx.params.orderId);
    const actor = deviceActor(device);
    sendData(ctx, await applyStatusAction(deps, services, orderId, action, ownOrder(device), undefined, actor));
  });

  router.post('/devices/self/orders/:orderId/counter-appointment', async (ctx) => {
    const device = await requireDevice(ctx, db);
    const orderId = parseId(ctx.params.orderId);
    const readBody = () => bodyOf(ctx);
    const actor = deviceActor(device);
    sendData(ctx, await proposeCounterAppointment(deps, services, orderId, readBody, ownOrder(device), actor));
  });

  router.post('/devices/self/orders/:orderId/acknowledge', async (ctx) => {
    const device = await requireDevice(ctx, db);
    const orderId = parseId(ctx.params.orderId);
    sendData(ctx, await acknowledgeOrder(deps, services, orderId, ownOrder(device), deviceActor(device)));
  });

  router.get('/devices/self/jobs', async (ctx) => {
    const device = await requireDevice(ctx, db);
    ctx.set('Cache-Control', 'no-store');
    ctx.set(settingsVersionHeader, String(device.version));
    sendData(
      ctx,
      await pendingJobs(
        deps,
        db,
        device,
        pickQuery(jobsQuerySchema, ctx.query).printer === 'labels' ? 'labels' : 'receipt',
      ),
    );
  });

  router.post('/devices/self/jobs', async (ctx) => {
    const device = await requireDevice(ctx, db);
    const { orderId, document } = reprintSchema.parse(bodyOf(ctx));
    const order = await getStaffOrder(deps, orderId, ownOrder(device));
    const now = deps.now();
    const job = await db.transaction().execute(async (trx) => {
      const queued = await trx
        .insertInto('printJobs')
        .values({
          orderId,
          branchId: device.branchId,
          deviceId: device.id,
          reason: 'reprint',
          document,
          createdAt: now,
        })
        .returning(['id', 'status', 'reason', 'document'])
        .executeTakeFirstOrThrow();
      await recordAudit(trx, {
        actor: deviceActor(device),
        action: 'print',
        resource: 'orders',
        resourceId: orderId,
        after: { jobs: [{ id: queued.id, deviceId: device.id, document, reason: 'reprint' }] },
        label: `#${order.ticketNumber}`,
        at: now,
      });
      return queued;
    });
    wakeDevice(device.id);
    sendData(ctx, job, 201);
  });

  router.post('/devices/self/jobs/:jobId/result', async (ctx) => {
    const device = await requireDevice(ctx, db);
    sendData(ctx, await reportJob(db, device, parseId(ctx.params.jobId), bodyOf(ctx), deps.now()));
  });

  /** Long poll: answers when a job or command newer than the desk's cursors is pending, else after 25 s. */
  router.get('/devices/self/wait', async (ctx) => {
    const device = await requireDevice(ctx, db);
    const seen = waitQuerySchema.parse(ctx.query);
    const closed = new AbortController();
    ctx.res.once('close', () => closed.abort());
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await waitForWork(db, device.id, seen, closed.signal, seen.wait * 1000, services.deviceRecheckMs));
  });

  router.get('/devices/self/commands', async (ctx) => {
    const device = await requireDevice(ctx, db);
    ctx.set('Cache-Control', 'no-store');
    ctx.set(settingsVersionHeader, String(device.version));
    sendData(ctx, await pendingCommands(db, device));
  });

  router.post('/devices/self/commands/:commandId/result', async (ctx) => {
    const device = await requireDevice(ctx, db);
    sendData(ctx, await reportCommand(db, device, parseId(ctx.params.commandId), bodyOf(ctx), deps.now()));
  });

  router.post('/devices/self/heartbeat', async (ctx) => {
    const device = await requireDevice(ctx, db);
    sendData(ctx, await recordHeartbeat(db, device, bodyOf(ctx), deps.now()));
  });

  return router;
}
