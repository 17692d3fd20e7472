import { Writable } from 'node:stream';
import type Koa from 'koa';
import pino from 'pino';

/** A pino logger at info whose lines the test reads back, parsed. */
export function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

/** Serves `app` on a loopback port for the requests to `paths` (in order, over real HTTP); answers their statuses. */
export async function requestPaths(app: Koa, paths: readonly string[]): Promise<number[]> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const statuses: number[] = [];
  try {
    for (const path of paths) statuses.push((await fetch(`http://127.0.0.1:${port}${path}`)).status);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return statuses;
}
