import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, silentLogger, type TestApp, testConfig } from '../../../test/helpers.js';
import { createApp } from '../../app/app.js';
import { createPool } from '../../db/pg-pool.js';
import type { DB } from '../../db/schema.js';

describe('GET /api/health', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers ok when the database answers', async () => {
    app = await createTestApp({ state: 'migrated' });
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'ok', database: true } });
  });

  it('answers 503 with database false when select 1 fails', async () => {
    // A database nobody listens on: every query fails to connect.
    const pool = createPool({ host: '127.0.0.1', port: 1, user: 'x', database: 'x', connectionTimeoutMillis: 1000 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] });
    const server = createApp({ db, logger: silentLogger, config: testConfig() }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ data: { status: 'unavailable', database: false } });
    } finally {
      server.close();
      await db.destroy();
    }
  });
});
