import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CacheTestApp, productName, startCacheTestApp } from '../../../test/cache-test-app.js';
import { type Child, spawnApiProcess, waitForListening } from '../../../test/child-process.js';
import { eventually } from '../../../test/eventually.js';
import { openTestDatabase, prepareChildDatabase, type TestDatabase, templates } from '../../../test/helpers.js';
import { catalogFeedOf, listenerApplicationName } from '../../db/change-feed.js';
import { type Db, openDatabase } from '../../db/database.js';
import { csrfHeader } from '../auth/csrf.js';
import { demoAdmin, sessionCookieOf } from '../auth/test-session.js';

/**
 * Several API processes on one database must not serve each other stale catalog answers: each keeps its own cache,
 * and only the database event (NOTIFY catalog_changed, migration 0006) tells process B about a write made through
 * process A. The embedded PGlite cannot be shared (one process holds the data dir's lock, see start-server.test.ts),
 * so there the pair of apps shares one database handle and its one listening connection; on PostgreSQL every app
 * and every process has its own pool and its own listening connection, exactly as in production.
 */

/** Changes a row with the table's change event switched off: a change that no cache can hear about. */
async function changeUnheard(db: Db, table: 'products' | 'tags', id: number, name: string): Promise<void> {
  await sql`alter table ${sql.table(table)} disable trigger catalog_changed`.execute(db);
  try {
    await db.updateTable(table).set({ name }).where('id', '=', id).execute();
  } finally {
    await sql`alter table ${sql.table(table)} enable trigger catalog_changed`.execute(db);
  }
}

describe('two API apps on one database', () => {
  let database: TestDatabase;
  let secondHandle: { db: Db; close(): Promise<void> } | null = null;
  let a: CacheTestApp;
  let b: CacheTestApp;
  beforeAll(async () => {
    database = await openTestDatabase('seeded');
    if (database.url) {
      // PostgreSQL: a second pool with its own LISTEN connection, as a second process would open.
      secondHandle = await openDatabase({ databaseUrl: database.url });
    }
    const dbB = secondHandle?.db ?? database.db;
    a = await startCacheTestApp(database.db);
    b = await startCacheTestApp(dbB);
    // B keeps nothing until its listener is connected (coherence.ts); wait for it, as a started process would be.
    expect(await eventually(async () => catalogFeedOf(dbB)?.isConnected === true)).toBe(true);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await secondHandle?.close();
    await database?.close();
  });

  it("shows a write through app A on app B's next cached read, through the database event", async () => {
    const before = await b.get('/api/products');
    expect(before.status).toBe(200);
    const etag = before.headers.etag ?? '';
    expect((await b.get('/api/products', { 'If-None-Match': etag })).status).toBe(304);

    // Control: B really answers from its cache, a change no one reports stays unseen.
    await changeUnheard(database.db, 'products', 2, 'Heimlich geändert');
    const kept = await b.get('/api/products');
    expect(kept.headers.etag).toBe(etag);
    expect(productName(kept, 2)).toBe(productName(before, 2));
    expect(productName(kept, 2)).not.toBe('Heimlich geändert');

    expect(await a.renameProduct(3, 'Über App A geändert')).toBe(204);
    const seen = await eventually(async () => productName(await b.get('/api/products'), 3) === 'Über App A geändert');
    expect(seen).toBe(true);
    const after = await b.get('/api/products', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    // The rebuild reads everything afresh, the unreported change included.
    expect(productName(after, 2)).toBe('Heimlich geändert');
  });
});

interface Session {
  cookie: string;
  csrfToken: string;
}

async function signIn(url: string): Promise<Session> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoAdmin),
  });
  const body = (await response.json()) as { data: { csrfToken: string } };
  const cookie = sessionCookieOf(response.headers);
  if (response.status !== 200 || !cookie) throw new Error(`login failed: ${response.status}`);
  return { cookie, csrfToken: body.data.csrfToken };
}

async function tagNames(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/api/tags`, { headers });
  const etag = response.headers.get('etag');
  if (response.status === 304) return { status: 304, etag, names: new Map<number, string>() };
  const { data } = (await response.json()) as { data: { id: number; name: string }[] };
  return { status: response.status, etag, names: new Map(data.map((t) => [t.id, t.name])) };
}

// Real processes need a shared database server: PostgreSQL only (the embedded data dir admits one process).
describe.runIf(templates().kind === 'postgres')('two API server processes on one PostgreSQL database', () => {
  let processes: Child[] = [];
  let cleanup: (() => Promise<void>) | undefined;
  let urlA = '';
  let urlB = '';
  let sqlHandle: { db: Db; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    const prepared = await prepareChildDatabase();
    cleanup = prepared.cleanup;
    processes = [spawnApiProcess('src/main.ts', prepared.env), spawnApiProcess('src/main.ts', prepared.env)];
    const urls = await Promise.all(processes.map((child) => waitForListening(child)));
    urlA = urls[0] ?? '';
    urlB = urls[1] ?? '';
    sqlHandle = await openDatabase({ databaseUrl: prepared.env.DATABASE_URL ?? '' });
  }, 60_000);
  afterAll(async () => {
    for (const child of processes) child.process.kill('SIGTERM');
    await Promise.all(processes.map((child) => child.exited));
    await sqlHandle?.close();
    await cleanup?.();
  }, 30_000);

  it("shows a staff write through process A on process B's next cached read", async () => {
    const db = sqlHandle?.db;
    if (!db) throw new Error('no database handle');
    // Each process keeps nothing until its listening connection is up (coherence.ts): wait for both.
    const listening = async () => {
      const { rows } = await sql<{ count: string }>`select count(*) as count from pg_stat_activity
        where datname = current_database() and application_name = ${listenerApplicationName}`.execute(db);
      // Both processes, and this test's own handle (openDatabase listens too).
      return Number(rows[0]?.count) === 3;
    };
    expect(await eventually(listening, 10_000)).toBe(true);
    const before = await tagNames(urlB);
    expect(before.status).toBe(200);
    expect((await tagNames(urlB, { 'If-None-Match': before.etag ?? '' })).status).toBe(304);
    expect(before.names.get(1)).toBe('Bio');

    // Control: B answers from its cache, a change no one reports stays unseen.
    await changeUnheard(db, 'tags', 2, 'Heimlich geändert');
    const kept = await tagNames(urlB);
    expect(kept.etag).toBe(before.etag);
    expect(kept.names.get(2)).toBe('Vegan');

    const admin = await signIn(urlA);
    const written = await fetch(`${urlA}/api/tags/1`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Cookie: admin.cookie, [csrfHeader]: admin.csrfToken },
      body: JSON.stringify({ name: 'Über Prozess A geändert' }),
    });
    expect(written.status).toBe(200);
    await written.arrayBuffer();

    expect(await eventually(async () => (await tagNames(urlB)).names.get(1) === 'Über Prozess A geändert')).toBe(true);
    const after = await tagNames(urlB, { 'If-None-Match': before.etag ?? '' });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.names.get(2)).toBe('Heimlich geändert');
  });
});
