import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache.js';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'render-cache-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('RenderCache', () => {
  it('renders once for concurrent first requests and reuses the file afterwards', async () => {
    const cache = new RenderCache();
    const file = path.join(dir, 'a', 'b.png');
    let calls = 0;
    const render = async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Buffer.from('rendered');
    };
    const results = await Promise.all([
      cache.ensure(file, render),
      cache.ensure(file, render),
      cache.ensure(file, render),
    ]);
    expect(results).toEqual([file, file, file]);
    await cache.ensure(file, render);
    expect(calls).toBe(1);
    expect(cache.renders).toBe(1);
    expect(await fs.readFile(file, 'utf8')).toBe('rendered');
    expect((await fs.readdir(path.dirname(file))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('passes a failed rendering to every waiter and tries again on the next request', async () => {
    const cache = new RenderCache();
    const file = path.join(dir, 'c.png');
    const failing = async () => {
      throw new Error('broken image');
    };
    await expect(Promise.all([cache.ensure(file, failing), cache.ensure(file, failing)])).rejects.toThrow(
      'broken image',
    );
    await expect(fs.access(file)).rejects.toThrow();
    await cache.ensure(file, async () => Buffer.from('ok'));
    expect(await fs.readFile(file, 'utf8')).toBe('ok');
  });
});
