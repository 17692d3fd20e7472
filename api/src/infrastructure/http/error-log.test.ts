import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { capturingLogger, requestPaths } from '../../../test/capturing-logger.js';
import { errorMiddleware } from './error-middleware.js';

describe('error log', () => {
  it('logs a failed request without the API key of its path (time clock, frontdesk orders)', async () => {
    const { logger, lines } = capturingLogger();
    const app = new Koa();
    app.use(errorMiddleware(logger));
    app.use(() => {
      throw new Error('boom');
    });
    const key = `bk_7_${'a'.repeat(43)}`;
    const [crashed] = await requestPaths(app, [`/api/time-tracking/1/${key}/me?x=1`, `/api/orders/frontdesk/1/${key}`]);
    expect(crashed).toBe(500);
    expect(lines.map((line) => line.url)).toEqual(['/api/time-tracking/1/***/me?x=1', '/api/orders/frontdesk/1/***']);
    expect(JSON.stringify(lines)).not.toContain(key);
  });
});
