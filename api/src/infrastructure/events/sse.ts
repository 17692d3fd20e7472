import { PassThrough } from 'node:stream';
import type { Context } from 'koa';
import type { BranchSignal } from './branch-signals.js';
import type { BranchScope, OrderEventHub, OrderEventMessage } from './hub.js';

const heartbeatMs = 25_000;

function frame(event: OrderEventMessage): string {
  const data = JSON.stringify({
    id: event.id,
    type: event.type,
    orderId: event.orderId,
    branchId: event.branchId,
    createdAt: event.createdAt,
    order: event.payload,
  });
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${data}\n\n`;
}

/** A branch signal has no `id:` line: it is no outbox position, so the client's Last-Event-ID stays as it was. */
function signalFrame(signal: BranchSignal): string {
  return `event: ${signal.type}\ndata: ${JSON.stringify(signal)}\n\n`;
}

/**
 * Answers the request with a Server-Sent Events stream of the hub's events for `scope`, starting after
 * `lastEventId` (replay) or now, with the branch signals of `scope` in between (live only). A comment line every 25 s keeps proxies from closing an idle stream.
 */
export async function streamOrderEvents(
  ctx: Context,
  hub: OrderEventHub,
  scope: BranchScope,
  lastEventId: string | null,
): Promise<void> {
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
  const unsubscribe = await hub.subscribe(
    scope,
    lastEventId,
    (event) => stream.write(frame(event)),
    (signal) => stream.write(signalFrame(signal)),
  );
  const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), heartbeatMs);
  heartbeat.unref();
  const stop = () => {
    clearInterval(heartbeat);
    unsubscribe();
    stream.end();
  };
  ctx.req.once('close', stop);
  ctx.res.once('close', stop);
}
