import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryStorage } from './directory-storage.js';
import { S3Storage } from './s3-storage.js';
import { type S3TestServer, startS3TestServer } from './s3-test-server.js';
import type { Storage } from './storage.js';
import { mediaStoresFor } from './storage-for.js';

let dir: string;
let s3: S3TestServer;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

async function readAll(store: Storage, key: string): Promise<string | null> {
  const opened = await store.open(key);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(Buffer.from(chunk));
  const bytes = Buffer.concat(chunks);
  expect(opened.size).toBe(bytes.length);
  return bytes.toString('utf8');
}

const stores: [string, () => Storage][] = [
  ['directory', () => new DirectoryStorage(dir)],
  ['s3 (s3rver)', () => new S3Storage(s3.config, 'uploads/')],
];

describe.each(stores)('%s storage', (_name, make) => {
  it('writes, reads, opens, replaces and removes objects under nested keys', async () => {
    const store = make();
    expect(await store.read('files/1-1.txt')).toBeNull();
    expect(await store.open('files/1-1.txt')).toBeNull();
    expect(await store.exists('files/1-1.txt')).toBe(false);

    await store.write('files/1-1.txt', Buffer.from('Grüße'), 'text/plain');
    expect(await store.exists('files/1-1.txt')).toBe(true);
    expect((await store.read('files/1-1.txt'))?.toString('utf8')).toBe('Grüße');
    expect(await readAll(store, 'files/1-1.txt')).toBe('Grüße');

    await store.write('files/1-1.txt', Buffer.from('neu'));
    expect(await readAll(store, 'files/1-1.txt')).toBe('neu');
    await store.write('forms/7/3.pdf', Buffer.from('%PDF'));
    expect(await readAll(store, 'forms/7/3.pdf')).toBe('%PDF');

    await store.remove('files/1-1.txt');
    await store.remove('files/1-1.txt'); // a missing object is fine
    expect(await store.read('files/1-1.txt')).toBeNull();
    expect(await readAll(store, 'forms/7/3.pdf')).toBe('%PDF');
  });

  it('refuses keys that could leave its root', async () => {
    const store = make();
    for (const key of ['../x', 'a/../../x', '/etc/passwd', '', 'a//b', 'a\\..\\b']) {
      await expect(store.write(key, Buffer.from('x')), key).rejects.toThrow('invalid storage key');
    }
  });
});

describe('the media stores of a configuration', () => {
  it('directory: originals in UPLOADS_DIR, variants in DATA_DIR/cache; s3: {S3_PREFIX}uploads/ and {S3_PREFIX}cache/', async () => {
    const local = mediaStoresFor({ dataDir: dir, uploadsDir: path.join(dir, 'up'), storage: { kind: 'directory' } });
    await local.originals.write('images/5-2.png', Buffer.from('original'));
    await local.variants.write('images/small/5-2.png', Buffer.from('variant'));
    expect(await fs.readFile(path.join(dir, 'up', 'images', '5-2.png'), 'utf8')).toBe('original');
    expect(await fs.readFile(path.join(dir, 'cache', 'images', 'small', '5-2.png'), 'utf8')).toBe('variant');

    const remote = mediaStoresFor({ dataDir: dir, uploadsDir: dir, storage: s3.config });
    expect(remote.originals.kind).toBe('s3');
    await remote.originals.write('images/5-2.png', Buffer.from('original'));
    await remote.variants.write('images/small/5-2.png', Buffer.from('variant'));
    const bucket = new S3Storage(s3.config, '');
    expect((await bucket.read('shop/uploads/images/5-2.png'))?.toString()).toBe('original');
    expect((await bucket.read('shop/cache/images/small/5-2.png'))?.toString()).toBe('variant');
    expect(await bucket.read('images/5-2.png')).toBeNull();
  });
});
