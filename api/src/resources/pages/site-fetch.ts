import type { Db } from '../../db/database.js';
import { anonymous } from '../../infrastructure/auth/actor.js';
import { siteResource } from '../sites/staff-routes.js';

const sitePrefix = '/api/sites/by-path/';

/** The site path of `GET /api/sites/by-path/{path}` (segments decoded, joined with slashes); null for other paths. */
export function sitePathOf(pathname: string): string | null {
  if (!pathname.startsWith(sitePrefix)) return null;
  try {
    return pathname.slice(sitePrefix.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return null;
  }
}

/**
 * The published site at `path` as an anonymous visitor reads it (the same entity as the route's answer), null when
 * there is none: a server render never shows a draft (staff see drafts once the page runs in their browser).
 */
export async function loadPublicSite(db: Db, path: string): Promise<unknown> {
  const row = await db
    .selectFrom('sites')
    .selectAll()
    .where('path', '=', path)
    .where('isPublic', '=', true)
    .executeTakeFirst();
  if (!row) return null;
  const [entity] = await siteResource.toEntities([row], db, anonymous);
  return entity ?? null;
}
