import { afterEach, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/app/start.js';
import { DataDirLockedError } from '../src/db/data-dir-lock.js';
import { openDatabase } from '../src/db/database.js';
import { loadConfig } from '../src/kernel/config.js';
import { createPostgresDatabase, prepareChildDatabase, silentLogger, templates, testConfig } from './helpers.js';

describe('startServer', () => {
  let running: RunningServer | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await running?.close();
    await cleanup?.();
    running = undefined;
    cleanup = undefined;
  });

  it.runIf(templates().kind === 'pglite')(
    'fills an empty embedded database on start and refuses a second open of the same data dir',
    async () => {
      const prepared = await prepareChildDatabase();
      cleanup = prepared.cleanup;
      const dataDir = prepared.env.DATA_DIR ?? '';
      // An interrupted first seed leaves no config row behind: the next start must seed.
      const before = await openDatabase({ dataDir });
      await before.db.deleteFrom('config').execute();
      await before.close();

      running = await startServer(testConfig({ dataDir, databaseUrl: null }), { logger: silentLogger });
      const config = await running.database.db.selectFrom('config').select('id').execute();
      expect(config).toEqual([{ id: 1 }]);
      const health = await fetch(`${running.url}/api/health`);
      expect(await health.json()).toEqual({ data: { status: 'ok', database: true } });

      await expect(
        startServer(testConfig({ dataDir, databaseUrl: null }), { logger: silentLogger }),
      ).rejects.toBeInstanceOf(DataDirLockedError);
    },
  );

  it.runIf(templates().kind === 'postgres')('migrates but never seeds a DATABASE_URL database', async () => {
    const created = await createPostgresDatabase('blank');
    cleanup = created.drop;
    // DEMO_DATA as the environment gives it with a DATABASE_URL and no DEMO_DATA set: off.
    const { demoData } = loadConfig({ DATABASE_URL: created.url });
    running = await startServer(testConfig({ databaseUrl: created.url, demoData }), { logger: silentLogger });
    const db = running.database.db;
    expect(await db.selectFrom('config').selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('products').selectAll().execute()).toEqual([]);
    const branches = await fetch(`${running.url}/api/branches`);
    expect(await branches.json()).toEqual({ data: [] });
  });
});
