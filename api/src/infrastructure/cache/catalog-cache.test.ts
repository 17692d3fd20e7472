import { describe, expect, it } from 'vitest';
import { type BuildResult, CatalogCache } from './catalog-cache.js';
import { buildRepresentation, type Representation } from './representation.js';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('CatalogCache', () => {
  it('runs one build for concurrent readers of a key and keeps its result', async () => {
    const cache = new CatalogCache();
    const gate = deferred<BuildResult>();
    let builds = 0;
    const build = () => {
      builds += 1;
      return gate.promise;
    };
    const readers = Array.from({ length: 20 }, () => cache.get('/api/products', build));
    expect(builds).toBe(1);
    const representation = await buildRepresentation({ data: [1, 2] });
    gate.resolve(representation);
    const results = await Promise.all(readers);
    expect(results.every((r) => r === representation)).toBe(true);
    await flush();
    expect(cache.peek('/api/products')).toBe(representation);
    expect(await cache.get('/api/products', build)).toBe(representation);
    expect(builds).toBe(1);
  });

  it('does not keep a build that was in flight when the cache was invalidated', async () => {
    const cache = new CatalogCache();
    const stale = deferred<BuildResult>();
    const early = cache.get('/api/branches', () => stale.promise);
    cache.invalidate();
    const freshBody = await buildRepresentation({ data: 'fresh' });
    const late = cache.get('/api/branches', async () => freshBody);
    stale.resolve(await buildRepresentation({ data: 'stale' }));
    // The reader that raced with the write gets the old answer, the one after it the new one.
    expect((await early)?.bodies.identity.toString()).toBe('{"data":"stale"}');
    expect(await late).toBe(freshBody);
    await flush();
    expect(cache.peek('/api/branches')).toBe(freshBody);
  });

  it('forgets a failed build, so the next reader tries again', async () => {
    const cache = new CatalogCache();
    await expect(cache.get('/api/tags', () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await flush();
    expect(cache.size).toBe(0);
    const representation = await buildRepresentation({ data: [] });
    expect(await cache.get('/api/tags', async () => representation)).toBe(representation);
  });

  it('keeps nothing for an uncacheable answer', async () => {
    const cache = new CatalogCache();
    expect(await cache.get('/api/menus', async () => null)).toBeNull();
    await flush();
    expect(cache.size).toBe(0);
  });

  it('shares builds but keeps nothing while suspended, and keeps again after resume', async () => {
    const cache = new CatalogCache({ suspended: true });
    const representation: Representation = await buildRepresentation({ data: 1 });
    let builds = 0;
    const build = async () => {
      builds += 1;
      return representation;
    };
    await Promise.all([cache.get('/api/config', build), cache.get('/api/config', build)]);
    expect(builds).toBe(1);
    await flush();
    expect(cache.peek('/api/config')).toBeUndefined();
    cache.resume();
    await cache.get('/api/config', build);
    await flush();
    expect(cache.peek('/api/config')).toBe(representation);
    cache.suspend();
    expect(cache.peek('/api/config')).toBeUndefined();
  });

  it('answers new keys uncached once full', async () => {
    const cache = new CatalogCache({ maxEntries: 2 });
    const representation = await buildRepresentation({ data: 1 });
    await cache.get('/a', async () => representation);
    await cache.get('/b', async () => representation);
    expect(cache.get('/c', async () => representation)).toBeUndefined();
    expect(cache.get('/a', async () => null)).toBeDefined();
  });
});

describe('buildRepresentation', () => {
  it('keeps the JSON bytes exact and gives each encoding its own strong ETag', async () => {
    const body = { data: [{ name: 'Kürbiskernweckerl', price: '0.90' }] };
    const r = await buildRepresentation(body);
    expect(r.bodies.identity.toString('utf8')).toBe(JSON.stringify(body));
    expect(new Set(Object.values(r.etags)).size).toBe(3);
    for (const tag of Object.values(r.etags)) expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await buildRepresentation(body);
    expect(again.etags).toEqual(r.etags);
    expect((await buildRepresentation({ data: [] })).etags.identity).not.toBe(r.etags.identity);
  });
});
