import { signageCommandBodySchema } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import { actorOf } from '../../infrastructure/auth/actor.js';
import { requireBranchAccess, requireStaff } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { createPairingCode, revokeCredential } from '../devices/pairing-service.js';
import { abortCommand, sendCommand } from './command-service.js';
import { forwardCatalogChanges, notifyProgramChanged, wakeSignageDevice } from './live-feed.js';
import { signageDeviceResource } from './resource.js';

function bodyOf(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body;
}

const base = '/digital-signage-devices';

/**
 * Staff routes of the screens: the §7 CRUD (found by identifier; list filters branchId, groupName, sceneId, search),
 * pairing code and revoking of the screen's credential (the desk's machinery on its `devices` row), and §7
 * `/command` and `/command/abort`, whose answer is the screen with the command's state. Employees: screens of their
 * branches; admins: all.
 */
export function signageDeviceStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const { db } = deps;
  forwardCatalogChanges(db);
  const router = new Router();

  /** The screen of the path after the staff and branch check (404 missing, 401/403 as the other branch routes). */
  async function staffScreen(ctx: Context): Promise<{ id: number; deviceId: number }> {
    requireStaff(ctx);
    const id = parseId(ctx.params.id);
    const row = await db
      .selectFrom('digitalSignageDevices')
      .select(['branchId', 'deviceId'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.deviceId === null) {
      requireBranchAccess(ctx, -1);
      throw AppError.notFound();
    }
    requireBranchAccess(ctx, row.branchId);
    return { id, deviceId: row.deviceId };
  }

  /** After a committed save the screen fetches its program again; after a delete its feed ends. */
  const afterWrite = async (ctx: Context, next: Next) => {
    await next();
    if (ctx.status >= 300) return;
    const answered = (ctx.body as { data?: { id?: unknown } } | undefined)?.data?.id;
    const id = ctx.params.id ? Number(ctx.params.id) : Number(answered);
    if (!Number.isInteger(id)) return;
    if (ctx.method === 'DELETE') wakeSignageDevice(id);
    else notifyProgramChanged([id]);
  };
  router.post(base, afterWrite);
  router.put(`${base}/:id`, afterWrite);
  router.delete(`${base}/:id`, afterWrite);

  router.post(`${base}/:id/pair`, async (ctx) => {
    const screen = await staffScreen(ctx);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await createPairingCode(db, screen.deviceId, deps.now(), actorOf(ctx)), 201);
  });

  router.delete(`${base}/:id/credential`, async (ctx) => {
    const screen = await staffScreen(ctx);
    await revokeCredential(db, screen.deviceId, deps.now(), actorOf(ctx));
    wakeSignageDevice(screen.id);
    ctx.status = 204;
  });

  router.post(`${base}/:id/command/abort`, async (ctx) => {
    const screen = await staffScreen(ctx);
    sendData(ctx, await abortCommand(db, screen.id, actorOf(ctx), deps.now()));
  });

  router.post(`${base}/:id/command`, async (ctx) => {
    const screen = await staffScreen(ctx);
    const { command } = signageCommandBodySchema.parse(bodyOf(ctx));
    sendData(ctx, await sendCommand(db, screen.id, command, actorOf(ctx), deps.now()));
  });

  router.use(crudRouter(signageDeviceResource, deps, registry).routes());
  return router;
}
