import { PassThrough } from 'node:stream';
import type { SignageCommand } from '@bestell/domain';
import type { Context } from 'koa';
import type { Db } from '../../db/database.js';
import { currentCommand, takeCommand } from './command-service.js';
import { eventId, type FeedSignal, listen, missedChanges, newEventId, trackConnection } from './live-feed.js';
import { isStillPaired } from './self-auth.js';

const keepAliveMs = 25_000;
/** How often a connection looks at its screen's row by itself (commands written by another API process, revoking). */
export const signageRecheckMs = 2_000;

export interface SignageFeedOptions {
  db: Db;
  now: () => Date;
  signageDeviceId: number;
  lastEventId: string | null;
  recheckMs?: number;
}

function frame(id: string, event: string, data: unknown): string {
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const eventNames: Record<FeedSignal['kind'], string> = { program: 'program-changed', catalog: 'catalog-changed' };

/**
 * The live feed of a screen (Server-Sent Events): `command` {command} when staff send or abort one (a pending
 * command is handed over on connecting, so a screen that was offline gets it on reconnecting while it has not
 * expired), `program-changed` {} and `catalog-changed` {}; after a Last-Event-ID the changes missed since are sent
 * first. The stream ends when the screen's credential is revoked or the screen deleted.
 */
export async function streamSignageFeed(ctx: Context, options: SignageFeedOptions): Promise<void> {
  const { db, now, signageDeviceId: id } = options;
  const stream = new PassThrough();
  ctx.req.socket.setTimeout(0);
  ctx.req.socket.setNoDelay(true);
  ctx.set('Content-Type', 'text/event-stream; charset=utf-8');
  ctx.set('Cache-Control', 'no-cache, no-transform');
  ctx.set('Connection', 'keep-alive');
  ctx.set('X-Accel-Buffering', 'no');
  ctx.status = 200;
  ctx.body = stream;
  stream.write('retry: 3000\n\n');
  for (const missed of missedChanges(options.lastEventId, id)) {
    stream.write(frame(eventId(missed.sequence), eventNames[missed.kind], {}));
  }

  let stopped = false;
  /** Commands this connection handed over: their abort is passed on too. */
  const handedOver = new Set<number>();
  const withdrawn = new Set<number>();
  const send = (command: SignageCommand) => stream.write(frame(newEventId(), 'command', { command }));

  const look = async () => {
    if (stopped) return;
    if (!(await isStillPaired(db, id))) {
      stop();
      return;
    }
    const taken = await takeCommand(db, id, now());
    if (taken && !stopped) {
      handedOver.add(taken.id);
      send(taken);
      return;
    }
    const current = await currentCommand(db, id);
    if (current?.state === 'aborted' && handedOver.has(current.id) && !withdrawn.has(current.id) && !stopped) {
      withdrawn.add(current.id);
      send(current);
    }
  };
  // One look at a time; a wake-up during a look asks for one more.
  let running: Promise<void> | null = null;
  let again = false;
  const wake = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await look().catch(() => {});
      } while (again && !stopped);
      running = null;
    })();
  };

  const unlisten = listen(
    id,
    (signal) => {
      if (!stopped) stream.write(frame(eventId(signal.sequence), eventNames[signal.kind], {}));
    },
    wake,
  );
  const untrack = trackConnection(id);
  const recheck = setInterval(wake, options.recheckMs ?? signageRecheckMs);
  recheck.unref();
  const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), keepAliveMs);
  keepAlive.unref();
  function stop() {
    if (stopped) return;
    stopped = true;
    clearInterval(recheck);
    clearInterval(keepAlive);
    unlisten();
    untrack();
    stream.end();
  }
  ctx.req.once('close', stop);
  ctx.res.once('close', stop);
  await db.updateTable('digitalSignageDevices').set({ lastSeenAt: now() }).where('id', '=', id).execute();
  wake();
}
