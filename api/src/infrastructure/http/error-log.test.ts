import { Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorMiddleware } from './error-middleware.js';

describe('error log', () => {
  it('logs a failed request without the API key of its path (time clock, frontdesk orders)', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = new Koa();
    app.use(errorMiddleware(pino({ level: 'info' }, sink)));
    app.use(() => {
      throw new Error('boom');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const key = `bk_7_${'a'.repeat(43)}`;
    const crashed = await fetch(`http://127.0.0.1:${port}/api/time-tracking/1/${key}/me?x=1`);
    await fetch(`http://127.0.0.1:${port}/api/orders/frontdesk/1/${key}`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(crashed.status).toBe(500);
    const urls = lines.map((line) => (JSON.parse(line) as { url: string }).url);
    expect(urls).toEqual(['/api/time-tracking/1/***/me?x=1', '/api/orders/frontdesk/1/***']);
    expect(lines.join('')).not.toContain(key);
  });
});
