import fs from 'node:fs/promises';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { backupMessages as m } from '@bestell/domain';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openTestDatabase,
  silentLogger,
  type TestApp,
  type TestDatabase,
  templates,
  testConfig,
} from '../../../test/helpers.js';
import { type Db, openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { demoAdmin, signInAs } from '../../infrastructure/auth/test-session.js';
import { DirectoryStorage } from '../../infrastructure/storage/directory-storage.js';
import { startS3TestServer } from '../../infrastructure/storage/s3-test-server.js';
import { mediaStoresFor } from '../../infrastructure/storage/storage-for.js';
import { placeOrder } from '../../resources/orders/staff-test-kit.js';
import { createApp } from '../app.js';
import { seedDemoData } from '../seed/seed.js';
import { createBackup } from './backup.js';
import type { Manifest } from './manifest.js';
import { RestoreRefused, restoreBackup } from './restore.js';

/** The app over a given database on 127.0.0.1:0 (the test kit's createTestApp opens its own database). */
async function serve(db: Db, uploadsDir: string): Promise<TestApp> {
  const config = testConfig({ uploadsDir });
  // A pinned weekday morning: the order placed below needs the branch open (a real evening clock made it a 422).
  const now = () => new Date('2026-11-27T10:00:00Z');
  const app = createApp({ db, logger: silentLogger, config, now, extraRouters: [] });
  const server = await new Promise<http.Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    app,
    server,
    config,
    async request<T>(pathname: string, init?: RequestInit) {
      const response = await fetch(`${url}${pathname}`, init);
      const type = response.headers.get('content-type') ?? '';
      const body = (type.includes('json') ? await response.json() : await response.text()) as T;
      return { status: response.status, headers: response.headers, body };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let work: string;
/** The embedded source shop: PGlite with the demo data (its uploads and images) and one placed order. */
let source: { db: Db; close(): Promise<void>; uploadsDir: string };
let target: TestDatabase;
let targetUploads: string;
let archive: string;
let manifest: Manifest;

async function embeddedSource(): Promise<typeof source> {
  const t = templates();
  if (t.kind === 'pglite') {
    const database = await openTestDatabase('seeded');
    return { db: database.db, close: database.close, uploadsDir: t.uploadsDir };
  }
  // The PostgreSQL lane: the source is still the embedded database, so the round trip is embedded → PostgreSQL.
  const database = await openDatabase({ memory: true });
  const uploadsDir = path.join(work, 'source-uploads');
  await migrateToLatest(database.db);
  await seedDemoData(database.db, { uploadsDir });
  return { db: database.db, close: database.close, uploadsDir };
}

const rowsOf = (db: Db, table: 'orders' | 'products' | 'users' | 'uploads' | 'images') =>
  db.selectFrom(table).selectAll().orderBy('id').execute();
const itemsOf = (db: Db) => db.selectFrom('orderItems').selectAll().orderBy('orderId').orderBy('position').execute();

async function isUntouched(): Promise<void> {
  for (const table of ['products', 'users', 'orders', 'uploads', 'images'] as const) {
    expect(await rowsOf(target.db, table)).toEqual([]);
  }
  expect(await fs.readdir(targetUploads)).toEqual([]);
}

async function refusal(file: string, force = false): Promise<string> {
  const error = await restoreBackup({
    db: target.db,
    originals: new DirectoryStorage(targetUploads),
    file,
    force,
  }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RestoreRefused);
  return (error as Error).message;
}

/** The archive unpacked, changed by `edit`, packed again. */
async function tampered(name: string, edit: (dir: string) => Promise<void>): Promise<string> {
  const dir = await fs.mkdtemp(path.join(work, 'edit-'));
  await tar.x({ file: archive, cwd: dir });
  await edit(dir);
  const file = path.join(work, name);
  await tar.c({ gzip: true, file, cwd: dir, portable: true }, await fs.readdir(dir));
  return file;
}

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'bestell-backup-test-'));
  source = await embeddedSource();
  const shop = await serve(source.db, source.uploadsDir);
  try {
    await placeOrder(shop);
  } finally {
    await shop.close();
  }
  target = await openTestDatabase('migrated');
  targetUploads = path.join(work, 'target-uploads');
  await fs.mkdir(targetUploads);
  archive = path.join(work, 'shop.tar.gz');
  ({ manifest } = await createBackup({
    db: source.db,
    kind: 'pglite',
    originals: new DirectoryStorage(source.uploadsDir),
    outFile: archive,
    appVersion: 'test',
    now: new Date('2026-11-27T02:00:00Z'),
  }));
}, 120_000);

afterAll(async () => {
  await target?.close();
  await source?.close();
  await fs.rm(work, { recursive: true, force: true });
});

describe('backup archive', () => {
  it('holds every table with its rows, every original file, and the schema version', async () => {
    const tables = new Map(manifest.tables.map((t) => [t.name, t]));
    expect(tables.get('products')?.rows).toBe((await rowsOf(source.db, 'products')).length);
    expect(tables.get('orders')?.rows).toBe(1);
    expect(tables.has('users') && tables.has('sessions') && tables.has('order_items')).toBe(true);
    expect([...tables.keys()].some((t) => t.startsWith('kysely_'))).toBe(false);
    expect(manifest.schemaVersion).toMatch(/^\d{4}-/);
    const images = await rowsOf(source.db, 'images');
    const uploads = await rowsOf(source.db, 'uploads');
    expect(images.length + uploads.length).toBeGreaterThan(0);
    expect(manifest.files.map((f) => f.key).sort()).toEqual(
      [
        ...images.map((i) => `images/${i.id}-${i.version}.${i.extension}`),
        ...uploads.map((u) => `files/${u.id}-${u.version}.${u.extension}`),
      ].sort(),
    );
  });
});

describe('restore', () => {
  it('refuses a damaged archive with a German message and changes nothing', async () => {
    const badChecksum = await tampered('checksum.tar.gz', async (dir) => {
      const file = path.join(dir, 'tables/products.jsonl');
      await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('"price":', '"price":1'));
    });
    expect(await refusal(badChecksum)).toBe(m.checksumMismatch({ entry: 'tables/products.jsonl' }));
    await isUntouched();

    const badFile = await tampered('file.tar.gz', async (dir) => {
      const key = manifest.files[0]?.entry ?? '';
      await fs.appendFile(path.join(dir, key), 'x');
    });
    expect(await refusal(badFile)).toBe(m.checksumMismatch({ entry: manifest.files[0]?.entry ?? '' }));
    await isUntouched();

    const bytes = await fs.readFile(archive);
    const truncated = path.join(work, 'truncated.tar.gz');
    await fs.writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(await refusal(truncated)).toMatch(
      /^Die Sicherung ist beschädigt oder unvollständig \(.+\)\. Es wurde nichts geändert\.$/,
    );
    await isUntouched();

    const future = await tampered('future.tar.gz', async (dir) => {
      const file = path.join(dir, 'manifest.json');
      const json = JSON.parse(await fs.readFile(file, 'utf8')) as Manifest;
      await fs.writeFile(file, JSON.stringify({ ...json, schemaVersion: '9999-from-the-future' }));
    });
    expect(await refusal(future)).toBe(
      m.schemaMismatch({ archive: '9999-from-the-future', current: manifest.schemaVersion }),
    );
    await isUntouched();

    const escaping = await tampered('escaping.tar.gz', async (dir) => {
      const file = path.join(dir, 'manifest.json');
      const json = JSON.parse(await fs.readFile(file, 'utf8')) as Manifest;
      const [first, ...rest] = json.files;
      const hostile = { ...first, key: 'files/../../secret', entry: 'files/../../secret' };
      await fs.writeFile(file, JSON.stringify({ ...json, files: [hostile, ...rest] }));
    });
    expect(await refusal(escaping)).toBe(m.notABackup);
    await isUntouched();

    const noManifest = await tampered('nomanifest.tar.gz', (dir) => fs.rm(path.join(dir, 'manifest.json')));
    expect(await refusal(noManifest)).toBe(m.notABackup);
    expect(await refusal(path.join(work, 'missing.tar.gz'))).toBe(
      m.fileNotFound({ file: path.join(work, 'missing.tar.gz') }),
    );
    await isUntouched();
  });

  it('round trip: orders, products, users (who still sign in), uploads and images are the same', async () => {
    await restoreBackup({ db: target.db, originals: new DirectoryStorage(targetUploads), file: archive, force: false });
    for (const table of ['orders', 'products', 'users', 'uploads', 'images'] as const) {
      expect(await rowsOf(target.db, table)).toEqual(await rowsOf(source.db, table));
    }
    expect((await itemsOf(target.db)).length).toBeGreaterThan(0);
    expect(await itemsOf(target.db)).toEqual(await itemsOf(source.db));
    const sourceFiles = new DirectoryStorage(source.uploadsDir);
    const targetFiles = new DirectoryStorage(targetUploads);
    for (const file of manifest.files) {
      expect((await targetFiles.read(file.key))?.equals((await sourceFiles.read(file.key)) ?? Buffer.alloc(0))).toBe(
        true,
      );
    }
    const shop = await serve(target.db, targetUploads);
    try {
      const admin = await signInAs(shop, demoAdmin);
      const order = (await rowsOf(source.db, 'orders'))[0];
      const res = await shop.request<{ data: { uid: string } }>(`/api/orders/${order?.id}`, { headers: admin.headers });
      expect([res.status, res.body.data.uid]).toEqual([200, order?.uid]);
      // New rows continue after the restored ids.
      const created = await target.db
        .insertInto('categories')
        .values({ name: 'Nach der Rücksicherung' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const maxBefore = Math.max(...(await source.db.selectFrom('categories').select('id').execute()).map((c) => c.id));
      expect(created.id).toBeGreaterThan(maxBefore);
    } finally {
      await shop.close();
    }
  });

  it('refuses a shop that already has data unless forced', async () => {
    const message = await refusal(archive);
    expect(message).toMatch(/^Die Datenbank ist nicht leer \(Daten in: users, products/);
    await restoreBackup({ db: target.db, originals: new DirectoryStorage(targetUploads), file: archive, force: true });
    expect(
      await target.db.selectFrom('categories').select('id').where('name', '=', 'Nach der Rücksicherung').execute(),
    ).toEqual([]);
    expect(await rowsOf(target.db, 'products')).toEqual(await rowsOf(source.db, 'products'));
  });
});

describe('with S3 file storage', () => {
  it('restores the files into a bucket and backs them up from there, byte for byte', async () => {
    const s3 = await startS3TestServer();
    try {
      const originals = mediaStoresFor({ dataDir: work, uploadsDir: targetUploads, storage: s3.config }).originals;
      expect(originals.kind).toBe('s3');
      await restoreBackup({ db: target.db, originals, file: archive, force: true });
      const again = path.join(work, 'from-s3.tar.gz');
      const result = await createBackup({
        db: target.db,
        kind: 'pglite',
        originals,
        outFile: again,
        appVersion: 'test',
        now: new Date('2026-11-28T02:00:00Z'),
      });
      expect(result.missingFiles).toEqual([]);
      const files = (list: Manifest['files']) => list.map((f) => `${f.key} ${f.sha256}`).sort();
      expect(files(result.manifest.files)).toEqual(files(manifest.files));
      expect(files(result.manifest.files).length).toBeGreaterThan(0);
    } finally {
      await s3.close();
    }
  });
});
