import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { capturingLogger, requestPaths } from '../../../test/capturing-logger.js';
import { requestLog } from './request-log.js';

describe('request log', () => {
  it('masks the API key in the path of the frontdesk and backoffice order lists and of the time clock', async () => {
    const { logger, lines } = capturingLogger();
    const app = new Koa();
    app.use(requestLog(logger));
    app.use((ctx) => {
      ctx.body = 'ok';
    });
    const key = `bk_7_${'a'.repeat(43)}`;
    await requestPaths(app, [
      `/api/orders/frontdesk/1/${key}`,
      `/api/orders/backoffice/2/${key}`,
      '/api/orders/current',
      `/api/time-tracking/1/${key}/me`,
      `/frontdesk/1/${key}/zeiterfassung`,
      '/api/time-tracking/pins/me',
      // A mistyped branch id in the path still hides the key; the PIN routes have none.
      `/api/time-tracking/abc/${key}/employees`,
      '/api/time-tracking/pins/7',
    ]);
    expect(lines.map((line) => line.url)).toEqual([
      '/api/orders/frontdesk/1/***',
      '/api/orders/backoffice/2/***',
      '/api/orders/current',
      '/api/time-tracking/1/***/me',
      '/frontdesk/1/***/zeiterfassung',
      '/api/time-tracking/pins/me',
      '/api/time-tracking/abc/***/employees',
      '/api/time-tracking/pins/7',
    ]);
    expect(JSON.stringify(lines)).not.toContain(key);
  });
});
