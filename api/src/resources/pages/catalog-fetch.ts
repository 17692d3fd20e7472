import type { Db } from '../../db/database.js';
import type { CatalogCache } from '../../infrastructure/cache/catalog-cache.js';
import { buildRepresentation, type Representation } from '../../infrastructure/cache/representation.js';
import { blockIdOf, loadPublicBlock } from '../blocks/public-block.js';
import { publicCatalogReads } from '../public-catalog/reads.js';
import { loadPublicSite, sitePathOf } from './site-fetch.js';

function jsonResponse(representation: Representation): Response {
  return new Response(new Uint8Array(representation.bodies.identity), {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * A `fetch` for the server render that answers from the catalog cache in this process (no HTTP round trip): the
 * anonymous catalog reads (`publicCatalogReads`), built into the cache with the same key and bytes as their routes, a
 * published CMS site by path, a block by id, or any other answer the cache already keeps (it keeps anonymous answers only). Everything else answers 404, so nothing that
 * depends on a visitor (session, cart, staff) ever reaches a server-rendered page.
 */
export function createCatalogFetch(db: Db, cache: CatalogCache): typeof fetch {
  return async (input) => {
    const requested = typeof input === 'string' || input instanceof URL ? String(input) : input.url;
    const url = new URL(requested, 'http://server-render.invalid');
    const key = `${url.pathname}${url.search}`;
    const kept = cache.peek(key);
    if (kept) return jsonResponse(kept);
    // A CMS page (published only): read per render; the rendered page itself is what the page cache keeps.
    const sitePath = url.search === '' ? sitePathOf(url.pathname) : null;
    if (sitePath !== null) {
      const site = await loadPublicSite(db, sitePath);
      return site ? jsonResponse(await buildRepresentation({ data: site })) : new Response(null, { status: 404 });
    }
    // A block a page's block section shows (read per render like a site).
    const blockId = url.search === '' ? blockIdOf(url.pathname) : null;
    if (blockId !== null) {
      const block = await loadPublicBlock(db, blockId);
      return block ? jsonResponse(await buildRepresentation({ data: block })) : new Response(null, { status: 404 });
    }
    const load =
      url.search === '' && url.pathname.startsWith('/api/') ? publicCatalogReads[url.pathname.slice(4)] : undefined;
    if (!load) return new Response(null, { status: 404 });
    const build = async () => buildRepresentation({ data: await load(db) });
    // A build the route started may end uncacheable (null): then build here.
    const shared = await cache.get(key, build);
    return jsonResponse(shared ?? (await build()));
  };
}
