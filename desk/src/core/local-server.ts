import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { onlinePauseInputSchema } from '@bestell/domain';
import type { DeskRuntime } from './desk-runtime.js';
import { proxyTimeTracking } from './time-tracking-proxy.js';

export type Middleware = (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void;

const actionPath =
  /^\/local\/orders\/(\d{1,10})\/(confirm|reject|in-delivery|completed|back-to-confirmed|acknowledge|print|counter-appointment)$/;

/** A small JSON body of the page (a counter-proposal's time). */
function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.length > 4096) req.destroy();
    });
    req.on('end', () => {
      try {
        const value: unknown = JSON.parse(text);
        resolve(typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
      } catch {
        resolve({});
      }
    });
  });
}

/**
 * The desk page's server on 127.0.0.1: GET /local/events (snapshots as Server-Sent Events), GET /local/state,
 * POST /local/orders/{id}/{confirm|reject|in-delivery|completed|acknowledge|print}; everything else goes to the
 * renderer (Vite in desk:web, the built files in the shell). Only loopback is listened on.
 */
export async function startLocalServer(runtime: DeskRuntime, port: number, renderer: Middleware | null) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/local/state') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(runtime.snapshot()));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/local/events') {
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      const unsubscribe = runtime.subscribe((snapshot) => res.write(`data: ${JSON.stringify(snapshot)}\n\n`));
      req.on('close', unsubscribe);
      return;
    }
    // Issue 28.1: the Zeiterfassung tab's calls, passed on with the device credential.
    if (proxyTimeTracking(runtime, req, res, url.pathname)) return;
    const sameOrigin = !req.headers.origin || req.headers.origin === `http://${req.headers.host}`;
    // Issue 27: pause / busy mode of the desk's branch (PUT sets, DELETE ends early) and the production list's print.
    const local =
      (req.method === 'PUT' || req.method === 'DELETE') && url.pathname === '/local/online-pause'
        ? async () => {
            if (req.method === 'DELETE') return runtime.setOnlinePause(null);
            const parsed = onlinePauseInputSchema.safeParse(await readJson(req));
            if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid');
            return runtime.setOnlinePause(parsed.data);
          }
        : req.method === 'POST' && url.pathname === '/local/production/print'
          ? async () => {
              const { day } = await readJson(req);
              if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error('day');
              return runtime.printProduction(day);
            }
          : null;
    if (local) {
      if (!sameOrigin) {
        res.writeHead(403).end();
        return;
      }
      local().then(
        () => res.writeHead(204).end(),
        (error: unknown) => {
          res.writeHead(409, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
        },
      );
      return;
    }
    const action = actionPath.exec(url.pathname);
    if (req.method === 'POST' && action?.[1] && action[2]) {
      // Same-origin only: the page of this server (a web page elsewhere cannot drive the desk).
      const origin = req.headers.origin;
      if (origin && origin !== `http://${req.headers.host}`) {
        res.writeHead(403).end();
        return;
      }
      const id = Number(action[1]);
      const verb = action[2];
      const run = async () => {
        if (verb === 'acknowledge') return runtime.acknowledge(id);
        if (verb === 'print') return runtime.reprint(id);
        if (verb === 'counter-appointment') {
          const { at } = await readJson(req);
          return runtime.counterAppointment(id, typeof at === 'string' ? at : '');
        }
        return runtime.action(id, verb);
      };
      const done = run();
      done.then(
        () => res.writeHead(204).end(),
        (error: unknown) => {
          res.writeHead(409, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
        },
      );
      return;
    }
    if (renderer) renderer(req, res, () => res.writeHead(404).end());
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${address.port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
