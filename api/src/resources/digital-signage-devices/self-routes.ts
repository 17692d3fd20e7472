import { isPartnerBranch, signageCommandOf } from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { lastEventIdHeader } from '../../infrastructure/events/last-event-id.js';
import { pickQuery, queryParam } from '../../infrastructure/http/query-schema.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { reportCommandDone } from './command-service.js';
import { streamSignageFeed } from './feed-stream.js';
import { recordSignageHeartbeat } from './heartbeat-service.js';
import { forwardCatalogChanges, wakeSignageDevice } from './live-feed.js';
import { requireSignageDevice } from './self-auth.js';

function bodyOf(ctx: Context): unknown {
  return (ctx.request as { body?: unknown }).body;
}

export const signageEventsQuerySchema = z.object({
  lastEventId: queryParam('Resume after this event (for clients that cannot send the Last-Event-ID header).'),
});

export const selfPath = '/digital-signage/self';

/** The screen as it sees itself (GET /api/digital-signage/self). */
export async function selfAnswer(db: Db, id: number) {
  const row = await db
    .selectFrom('digitalSignageDevices as s')
    .innerJoin('branches as b', 'b.id', 's.branchId')
    .select([
      's.id',
      's.identifier',
      's.name',
      's.branchId',
      's.orientation',
      's.resolution',
      's.sceneId',
      's.groupName',
      's.command',
      'b.identificationNumber',
    ])
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) throw AppError.notFound();
  const { identificationNumber, command, ...device } = row;
  return { ...device, isPartner: isPartnerBranch({ identificationNumber }), command: signageCommandOf(command) };
}

/**
 * The screen's own calls (the player, issue 29 point 4), with the device credential of the desk (`X-Device-Key`,
 * from redeeming a pairing code at POST /api/devices/pairings): itself, its live feed, its heartbeat and its
 * command reports.
 */
export function signageSelfRoutes(deps: AppDeps): Router {
  const { db } = deps;
  forwardCatalogChanges(db);
  const router = new Router();

  router.get(selfPath, async (ctx) => {
    const caller = await requireSignageDevice(ctx, db);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, await selfAnswer(db, caller.signageDeviceId));
  });

  router.get(`${selfPath}/events`, async (ctx) => {
    const caller = await requireSignageDevice(ctx, db);
    const header = ctx.get(lastEventIdHeader.name);
    const query = pickQuery(signageEventsQuerySchema, ctx.query);
    await streamSignageFeed(ctx, {
      db,
      now: deps.now,
      signageDeviceId: caller.signageDeviceId,
      lastEventId: header || query.lastEventId || null,
    });
  });

  router.post(`${selfPath}/heartbeat`, async (ctx) => {
    const caller = await requireSignageDevice(ctx, db);
    sendData(ctx, await recordSignageHeartbeat(db, caller.signageDeviceId, bodyOf(ctx), deps.now()));
  });

  router.post(`${selfPath}/command/:commandId/result`, async (ctx) => {
    const caller = await requireSignageDevice(ctx, db);
    const commandId = parseId(ctx.params.commandId);
    const command = await reportCommandDone(db, caller.signageDeviceId, commandId, bodyOf(ctx), deps.now());
    wakeSignageDevice(caller.signageDeviceId);
    sendData(ctx, { ...(await selfAnswer(db, caller.signageDeviceId)), command });
  });

  return router;
}
