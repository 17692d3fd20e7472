import type { SignageProgram } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import type { CatalogCache } from '../../infrastructure/cache/catalog-cache.js';
import { ProgramCache, programTtlMs } from './cache.js';

/** The two things the program cache reads of the catalog cache, changed by the test. */
function catalogState() {
  return { generation: 1, isSuspended: false };
}

function counter() {
  const counted = { builds: 0 };
  const build = async () => {
    counted.builds += 1;
    return { streams: [] } as unknown as SignageProgram;
  };
  return { counted, build };
}

describe('ProgramCache', () => {
  it('builds a screen’s program once, then serves it until the catalog, the screen or the time moves on', async () => {
    const catalog = catalogState();
    let now = 0;
    const cache = new ProgramCache(catalog as unknown as CatalogCache, () => now);
    const { counted, build } = counter();

    const first = await cache.get(1, 'scene-a', build);
    expect(await cache.get(1, 'scene-a', build)).toBe(first);
    expect(counted.builds).toBe(1);

    await cache.get(2, 'scene-a', build); // another screen: its own program
    expect(counted.builds).toBe(2);

    catalog.generation = 2; // a catalog or signage change
    await cache.get(1, 'scene-a', build);
    expect(counted.builds).toBe(3);

    await cache.get(1, 'scene-b', build); // a scene command changed the screen
    expect(counted.builds).toBe(4);

    now += programTtlMs - 1;
    await cache.get(1, 'scene-b', build);
    expect(counted.builds).toBe(4);
    now += 1;
    await cache.get(1, 'scene-b', build);
    expect(counted.builds).toBe(5);
  });

  it('keeps nothing while the catalog cache is suspended (no change feed), and forgets a failed build', async () => {
    const catalog = catalogState();
    const cache = new ProgramCache(catalog as unknown as CatalogCache, () => 0);
    const { counted, build } = counter();
    catalog.isSuspended = true;
    await cache.get(1, 's', build);
    await cache.get(1, 's', build);
    expect(counted.builds).toBe(2);

    catalog.isSuspended = false;
    await expect(cache.get(1, 's', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    await cache.get(1, 's', build);
    expect(counted.builds).toBe(3);
  });
});
