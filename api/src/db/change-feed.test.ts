import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheTestApp, startCacheTestApp } from '../../test/cache-test-app.js';
import { eventually } from '../../test/eventually.js';
import { openTestDatabase, type TestDatabase, templates } from '../../test/helpers.js';
import { catalogFeedOf, type DedicatedCatalogFeed } from './change-feed.js';
import type { Db } from './database.js';

async function renameTagUnheard(db: Db, id: number, name: string): Promise<void> {
  await sql`alter table tags disable trigger catalog_changed`.execute(db);
  try {
    await db.updateTable('tags').set({ name }).where('id', '=', id).execute();
  } finally {
    await sql`alter table tags enable trigger catalog_changed`.execute(db);
  }
}

async function tagName(app: CacheTestApp, id: number): Promise<string | undefined> {
  const answer = await app.get('/api/tags');
  const { data } = JSON.parse(answer.body.toString('utf8')) as { data: { id: number; name: string }[] };
  return data.find((t) => t.id === id)?.name;
}

// The dedicated LISTEN connection exists on PostgreSQL only (PGlite's one connection listens itself).
describe.runIf(templates().kind === 'postgres')('catalog change feed on PostgreSQL', () => {
  let database: TestDatabase;
  let app: CacheTestApp;
  let feed: DedicatedCatalogFeed;
  beforeAll(async () => {
    database = await openTestDatabase('seeded');
    const found = catalogFeedOf(database.db);
    if (!found || !('backendPid' in found)) throw new Error('no dedicated change feed');
    feed = found as DedicatedCatalogFeed;
    await feed.ready;
    app = await startCacheTestApp(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('drops the cache when the listening connection is lost and keeps answers again once it is back', async () => {
    expect(await tagName(app, 1)).toBe('Bio');
    // Control: the answer is kept, a change no one reports stays unseen.
    await renameTagUnheard(database.db, 1, 'Verpasst');
    expect(await tagName(app, 1)).toBe('Bio');

    const lostPid = feed.backendPid();
    expect(lostPid).not.toBeNull();
    await sql`select pg_terminate_backend(${lostPid})`.execute(database.db);
    // Reconnected with a new backend; changes of the gap may have been missed, so nothing old is served.
    expect(await eventually(async () => feed.isConnected && ![null, lostPid].includes(feed.backendPid()))).toBe(true);
    expect(await tagName(app, 1)).toBe('Verpasst');

    // Kept again: a second unreported change stays unseen, a reported one is seen.
    await renameTagUnheard(database.db, 1, 'Wieder verpasst');
    expect(await tagName(app, 1)).toBe('Verpasst');
    await database.db.updateTable('tags').set({ name: 'Gemeldet' }).where('id', '=', 2).execute();
    expect(await eventually(async () => (await tagName(app, 2)) === 'Gemeldet')).toBe(true);
    expect(await tagName(app, 1)).toBe('Wieder verpasst');
  });
});
