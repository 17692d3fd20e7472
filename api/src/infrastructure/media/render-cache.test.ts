import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryStorage } from '../storage/directory-storage.js';
import { RenderCache } from './render-cache.js';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'render-cache-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

describe('RenderCache', () => {
  it('renders once for concurrent first requests and reuses the stored file afterwards', async () => {
    const cache = new RenderCache(new DirectoryStorage(dir));
    let calls = 0;
    const render = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from('rendered');
    };
    const results = await Promise.all([cache.open('a/b.png', render), cache.open('a/b.png', render)]);
    expect(await Promise.all(results.map((r) => text(r.body)))).toEqual(['rendered', 'rendered']);
    expect(results.map((r) => r.size)).toEqual([8, 8]);
    const again = await cache.open('a/b.png', render);
    expect(await text(again.body)).toBe('rendered');
    expect(calls).toBe(1);
    expect(cache.renders).toBe(1);
    expect(await fs.readFile(path.join(dir, 'a', 'b.png'), 'utf8')).toBe('rendered');
    expect((await fs.readdir(path.join(dir, 'a'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('passes a failed rendering to every waiter and tries again on the next request', async () => {
    const cache = new RenderCache(new DirectoryStorage(dir));
    const failing = async () => {
      throw new Error('broken image');
    };
    await expect(Promise.all([cache.open('c.png', failing), cache.open('c.png', failing)])).rejects.toThrow(
      'broken image',
    );
    await expect(fs.access(path.join(dir, 'c.png'))).rejects.toThrow();
    await text((await cache.open('c.png', async () => Buffer.from('ok'))).body);
    expect(await fs.readFile(path.join(dir, 'c.png'), 'utf8')).toBe('ok');
  });
});
