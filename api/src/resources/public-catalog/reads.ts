import type { Db } from '../../db/database.js';
import { listPublicBranches } from '../branches/service.js';
import { listPublicCategories } from '../categories/service.js';
import { getPublicConfig } from '../config/service.js';
import { listPublicMenus } from '../menus/service.js';
import { listPublicProducts } from '../products/service.js';
import { listTags } from '../tags/service.js';

/**
 * The anonymous catalog reads, by path under /api: each answers `{ data }` with what its loader returns. Served as
 * cached routes (routes.ts) and, in process, to the server render (api/src/resources/pages/catalog-fetch.ts), so both build the
 * same cache entry with the same bytes.
 */
export const publicCatalogReads: Readonly<Record<string, (db: Db) => Promise<unknown>>> = {
  '/config': getPublicConfig,
  '/branches': listPublicBranches,
  '/categories': listPublicCategories,
  '/products': listPublicProducts,
  '/menus': listPublicMenus,
  '/tags': listTags,
};
