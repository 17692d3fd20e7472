import { describe, expect, it } from 'vitest';
import { CatalogCache } from '../../infrastructure/cache/catalog-cache.js';
import type { CompressedHtml } from './compressed-html.js';
import { PageCache, type RenderedPage } from './page-cache.js';

const body = (text: string): CompressedHtml => ({
  identity: Buffer.from(text),
  gzip: Buffer.from(text),
  br: Buffer.from(text),
});

function counter(text = 'page') {
  let renders = 0;
  const render = async (): Promise<RenderedPage> => {
    renders += 1;
    return { status: 200, bodies: body(`${text} ${renders}`), scriptHashes: [] };
  };
  return { render, count: () => renders };
}

describe('PageCache', () => {
  it('keeps a page for its maximum age, then renders it again', async () => {
    const pages = new PageCache(new CatalogCache(), { maxAgeMs: 30_000 });
    const { render, count } = counter();
    await pages.get('/shop', 1_000, render);
    const kept = await pages.get('/shop', 30_999, render);
    expect(count()).toBe(1);
    expect(kept?.bodies.identity.toString()).toBe('page 1');
    const again = await pages.get('/shop', 31_000, render);
    expect(count()).toBe(2);
    expect(again?.bodies.identity.toString()).toBe('page 2');
  });

  it('drops kept pages when the catalog cache is invalidated', async () => {
    const catalog = new CatalogCache();
    const pages = new PageCache(catalog);
    const { render, count } = counter();
    await pages.get('/', 0, render);
    catalog.invalidate();
    await pages.get('/', 1, render);
    expect(count()).toBe(2);
  });

  it('does not keep a page rendered while the catalog changed, nor while the catalog cache is suspended', async () => {
    const catalog = new CatalogCache();
    const pages = new PageCache(catalog);
    let renders = 0;
    const renderDuringWrite = async (): Promise<RenderedPage> => {
      renders += 1;
      catalog.invalidate();
      return { status: 200, bodies: body('stale'), scriptHashes: [] };
    };
    await pages.get('/', 0, renderDuringWrite);
    await pages.get('/', 1, renderDuringWrite);
    expect(renders).toBe(2);

    const suspended = new PageCache(new CatalogCache({ suspended: true }));
    const { render, count } = counter();
    await suspended.get('/', 0, render);
    await suspended.get('/', 1, render);
    expect(count()).toBe(2);
    expect(suspended.size).toBe(0);
  });

  it('shares one render between concurrent requests and keeps no more than maxEntries pages', async () => {
    const pages = new PageCache(new CatalogCache(), { maxEntries: 2 });
    const { render, count } = counter();
    const [first, second] = await Promise.all([pages.get('/a', 0, render), pages.get('/a', 0, render)]);
    expect(count()).toBe(1);
    expect(first).toBe(second);
    await pages.get('/b', 0, render);
    await pages.get('/c', 0, render);
    expect(pages.size).toBe(2);
    await pages.get('/a', 0, render);
    expect(count()).toBe(4);
  });

  it('keeps nothing when the render gives up (null)', async () => {
    const pages = new PageCache(new CatalogCache());
    expect(await pages.get('/', 0, async () => null)).toBeNull();
    expect(pages.size).toBe(0);
  });
});
