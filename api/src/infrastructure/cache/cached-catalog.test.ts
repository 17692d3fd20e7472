import zlib from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogTables } from '../../../migrations/0006-catalog-notify.js';
import { signageCatalogTables } from '../../../migrations/0051-digital-signage-content.js';
import { type CacheTestApp, productName, startCacheTestApp } from '../../../test/cache-test-app.js';
import { eventually } from '../../../test/eventually.js';
import { openTestDatabase, type TestDatabase } from '../../../test/helpers.js';
import { listPublicProducts } from '../../resources/products/service.js';
import { staffCacheControl } from './cached-route.js';
import { anonymousCacheControl } from './representation.js';

const catalogPaths = ['/api/config', '/api/branches', '/api/categories', '/api/products', '/api/menus', '/api/tags'];

describe('cached catalog reads', () => {
  let database: TestDatabase;
  let app: CacheTestApp;
  beforeAll(async () => {
    database = await openTestDatabase('seeded');
    app = await startCacheTestApp(database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers every public catalog GET with a strong ETag, Vary: Accept-Encoding and no-cache, and 304 to it', async () => {
    for (const path of catalogPaths) {
      const first = await app.get(path, { 'Accept-Encoding': 'identity' });
      expect(first.status, path).toBe(200);
      expect(first.headers['content-type'], path).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control'], path).toBe(anonymousCacheControl);
      expect(first.headers.vary, path).toBe('Accept-Encoding');
      expect(first.headers['content-encoding'], path).toBeUndefined();
      const etag = first.headers.etag ?? '';
      expect(etag, path).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(JSON.parse(first.body.toString('utf8')), path).toHaveProperty('data');

      const again = await app.get(path, { 'Accept-Encoding': 'identity', 'If-None-Match': etag });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(etag);
      expect(again.headers['cache-control'], path).toBe(anonymousCacheControl);
    }
  });

  it('sends brotli, gzip or identity by Accept-Encoding, all the same bytes as the uncached answer', async () => {
    // What the route's handler sends without the cache (Koa serializes the body with JSON.stringify).
    const uncached = Buffer.from(JSON.stringify({ data: await listPublicProducts(database.db) }), 'utf8');
    const identity = await app.get('/api/products', { 'Accept-Encoding': 'identity' });
    const gzip = await app.get('/api/products', { 'Accept-Encoding': 'gzip, deflate' });
    const br = await app.get('/api/products', { 'Accept-Encoding': 'gzip, deflate, br' });
    const none = await app.get('/api/products');

    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(identity.body.length / 3);
    expect(gzip.body.length).toBeLessThan(identity.body.length / 3);

    expect(identity.body.equals(uncached)).toBe(true);
    expect(none.body.equals(uncached)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(uncached)).toBe(true);
    expect(zlib.brotliDecompressSync(br.body).equals(uncached)).toBe(true);

    const tags = new Set([identity.headers.etag, gzip.headers.etag, br.headers.etag]);
    expect(tags.size).toBe(3);
  });

  it('answers 304 only for the tag of the chosen encoding', async () => {
    const br = await app.get('/api/branches', { 'Accept-Encoding': 'br' });
    const etag = br.headers.etag ?? '';
    expect((await app.get('/api/branches', { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status).toBe(304);
    expect((await app.get('/api/branches', { 'Accept-Encoding': 'br', 'If-None-Match': `W/${etag}` })).status).toBe(
      304,
    );
    const gzip = await app.get('/api/branches', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await app.get('/api/branches', { 'If-None-Match': '"something-else"' })).status).toBe(200);
  });

  it('lets staff requests bypass the cache: fresh data, no ETag, no 304, private and not stored', async () => {
    const kept = await app.get('/api/products', { 'Accept-Encoding': 'identity' });
    const keptName = productName(kept, 1);
    expect(keptName).not.toBe('Nur fürs Personal');
    await sql`alter table products disable trigger catalog_changed`.execute(database.db);
    try {
      await database.db.updateTable('products').set({ name: 'Nur fürs Personal' }).where('id', '=', 1).execute();
      const staff = await app.get('/api/products', { 'X-Test-Actor': 'staff', 'If-None-Match': '*' });
      expect(staff.status).toBe(200);
      expect(staff.headers.etag).toBeUndefined();
      expect(staff.headers['cache-control']).toBe(staffCacheControl);
      expect(productName(staff, 1)).toBe('Nur fürs Personal');
      // The visitor still gets the kept answer: the change was made without an event and without the API.
      expect(productName(await app.get('/api/products'), 1)).toBe(keptName);
    } finally {
      await sql`alter table products enable trigger catalog_changed`.execute(database.db);
    }
  });

  it('shows a write through the API on the next read of the same process, even without the change event', async () => {
    await sql`alter table products disable trigger catalog_changed`.execute(database.db);
    try {
      const before = await app.get('/api/products');
      await database.db.updateTable('products').set({ name: 'Heimlich geändert' }).where('id', '=', 2).execute();
      // Control: the cache is really in use, a change that no one reports is not seen yet.
      const kept = await app.get('/api/products');
      expect(kept.headers.etag).toBe(before.headers.etag);
      expect(productName(kept, 2)).toBe(productName(before, 2));
      expect(productName(kept, 2)).not.toBe('Heimlich geändert');

      expect(await app.renameProduct(3, 'Über die API geändert')).toBe(204);
      const after = await app.get('/api/products', { 'If-None-Match': before.headers.etag ?? '' });
      expect(after.status).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(productName(after, 3)).toBe('Über die API geändert');
      expect(productName(after, 2)).toBe('Heimlich geändert');
    } finally {
      await sql`alter table products enable trigger catalog_changed`.execute(database.db);
    }
  });

  it('still authenticates requests with a session cookie or an API key while their answer is kept', async () => {
    const kept = await app.get('/api/tags');
    expect(kept.status).toBe(200);
    const stale = await app.get('/api/tags', { Cookie: 'bestell_session=abgelaufen' });
    expect(stale.status).toBe(200);
    expect(stale.headers['set-cookie']?.some((c) => c.startsWith('bestell_session=;'))).toBe(true);
    const unknownKey = await app.get('/api/tags', { 'X-Api-Key': 'kein-gueltiger-schluessel' });
    expect(unknownKey.status).toBe(401);
  });

  it('keeps the cache after a refused write (4xx)', async () => {
    const before = await app.get('/api/tags');
    expect(await app.renameProduct(1, 42)).toBe(422);
    await sql`alter table tags disable trigger catalog_changed`.execute(database.db);
    try {
      await database.db.updateTable('tags').set({ name: 'Ungemeldet' }).where('id', '=', 1).execute();
      const after = await app.get('/api/tags');
      expect(after.headers.etag).toBe(before.headers.etag);
    } finally {
      await sql`alter table tags enable trigger catalog_changed`.execute(database.db);
    }
  });

  it('sees a change made with SQL behind the API through the database event', async () => {
    const before = await app.get('/api/categories');
    const { data } = JSON.parse(before.body.toString('utf8')) as { data: { id: number; name: string }[] };
    const category = data[0];
    expect(category).toBeDefined();
    await database.db
      .updateTable('categories')
      .set({ name: 'Per SQL umbenannt' })
      .where('id', '=', category?.id ?? 0)
      .execute();
    const seen = await eventually(async () => {
      const now = await app.get('/api/categories');
      const names = (JSON.parse(now.body.toString('utf8')) as { data: { id: number; name: string }[] }).data;
      return names.some((c) => c.id === category?.id && c.name === 'Per SQL umbenannt');
    });
    expect(seen).toBe(true);
  });

  it('has the statement trigger on every catalog table', async () => {
    const { rows } = await sql<{ table: string }>`
      select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = 'catalog_changed' and not t.tgisinternal`.execute(database.db);
    expect(rows.map((r) => r.table).sort()).toEqual([...catalogTables, ...signageCatalogTables].sort());
  });

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'PostgreSQL only: notifies catalog_changed with the table name once per statement, after commit',
    async () => {
      const client = new pg.Client({ connectionString: database.url ?? '' });
      await client.connect();
      try {
        const heard: string[] = [];
        client.on('notification', (m) => heard.push(`${m.channel}:${m.payload}`));
        await client.query('listen catalog_changed');
        await database.db.transaction().execute(async (trx) => {
          await trx.updateTable('products').set({ position: 5 }).where('id', '<', 10).execute();
          await trx.updateTable('menus').set({ name: 'Wochenkarte' }).where('id', '=', 1).execute();
          await new Promise((resolve) => setTimeout(resolve, 200));
          expect(heard).toEqual([]);
        });
        expect(await eventually(async () => heard.length >= 2, 3_000)).toBe(true);
        expect(heard.sort()).toEqual(['catalog_changed:menus', 'catalog_changed:products']);
      } finally {
        await client.end();
      }
    },
  );
});
