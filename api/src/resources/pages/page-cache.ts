import type { CatalogCache } from '../../infrastructure/cache/catalog-cache.js';
import type { CompressedHtml } from './compressed-html.js';

export interface RenderedPage {
  status: number;
  bodies: CompressedHtml;
  /** `'sha256-…'` of each inline script of the page, for its Content-Security-Policy. */
  scriptHashes: readonly string[];
}

interface Entry {
  page: RenderedPage;
  generation: number;
  renderedAt: number;
}

export interface PageCacheOptions {
  /** A kept page is used this long (ms): it shows open states and menus as of its render time. Default 30 s. */
  maxAgeMs?: number;
  /** Most pages kept; the oldest goes first. Default 200. */
  maxEntries?: number;
}

/**
 * Server-rendered pages for anonymous visitors, per path (and the little the render depends on besides: cookie
 * consent, origin). They hold catalog data only, so they follow the catalog cache: a page rendered before the last
 * invalidation, or while the catalog cache keeps nothing (no change feed), is never used. Concurrent requests for
 * a page that is not kept share one render.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<RenderedPage | null>>();
  private readonly maxAgeMs: number;
  private readonly maxEntries: number;

  constructor(
    private readonly catalog: CatalogCache,
    options: PageCacheOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 30_000;
    this.maxEntries = options.maxEntries ?? 200;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The kept page for `key`, or the one `render` produces (kept when the catalog did not change meanwhile). */
  async get(key: string, now: number, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const entry = this.entries.get(key);
    if (entry && entry.generation === this.catalog.generation && now - entry.renderedAt < this.maxAgeMs) {
      return entry.page;
    }
    if (entry) this.entries.delete(key);
    const running = this.inFlight.get(key);
    if (running) return running;
    const generation = this.catalog.generation;
    const rendering = render().then((page) => {
      if (page && !this.catalog.isSuspended && generation === this.catalog.generation)
        this.keep(key, page, generation, now);
      return page;
    });
    this.inFlight.set(key, rendering);
    try {
      return await rendering;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private keep(key: string, page: RenderedPage, generation: number, renderedAt: number): void {
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { page, generation, renderedAt });
  }
}
