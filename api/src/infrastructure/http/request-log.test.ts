import { Writable } from 'node:stream';
import Koa from 'koa';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLog } from './request-log.js';

describe('request log', () => {
  it('masks the API key in the path of the frontdesk and backoffice order lists and of the time clock', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = new Koa();
    app.use(requestLog(pino({ level: 'info' }, sink)));
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const key = `bk_7_${'a'.repeat(43)}`;
    await fetch(`http://127.0.0.1:${port}/api/orders/frontdesk/1/${key}`);
    await fetch(`http://127.0.0.1:${port}/api/orders/backoffice/2/${key}`);
    await fetch(`http://127.0.0.1:${port}/api/orders/current`);
    await fetch(`http://127.0.0.1:${port}/api/time-tracking/1/${key}/me`);
    await fetch(`http://127.0.0.1:${port}/frontdesk/1/${key}/zeiterfassung`);
    await fetch(`http://127.0.0.1:${port}/api/time-tracking/pins/me`);
    // A mistyped branch id in the path still hides the key; the PIN routes have none.
    await fetch(`http://127.0.0.1:${port}/api/time-tracking/abc/${key}/employees`);
    await fetch(`http://127.0.0.1:${port}/api/time-tracking/pins/7`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const urls = lines.map((line) => (JSON.parse(line) as { url: string }).url);
    expect(urls).toEqual([
      '/api/orders/frontdesk/1/***',
      '/api/orders/backoffice/2/***',
      '/api/orders/current',
      '/api/time-tracking/1/***/me',
      '/frontdesk/1/***/zeiterfassung',
      '/api/time-tracking/pins/me',
      '/api/time-tracking/abc/***/employees',
      '/api/time-tracking/pins/7',
    ]);
    expect(lines.join('')).not.toContain(key);
  });
});
