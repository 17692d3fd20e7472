import { sql } from 'kysely';
import { catalogFeedOf } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { KeptTable } from '../../infrastructure/cache/kept-table.js';
import { policyOriginOf } from '../../infrastructure/http/content-security-policy.js';

/** The table's name in the change events (payload of `catalog_changed`, migration 0006). */
const sitesTable = 'sites';

/** The distinct origins of every CMS page's 3D tour (`iframe` sections, drafts too: staff preview them). */
async function loadTourOrigins(db: Db): Promise<readonly string[]> {
  const { rows } = await sql<{
    url: unknown;
  }>`select jsonb_path_query(content, '$.sections[*] ? (@.type == "iframe").url') as url
    from sites`.execute(db);
  const origins = new Set<string>();
  for (const { url } of rows) {
    const origin = typeof url === 'string' ? policyOriginOf(url) : null;
    if (origin) origins.add(origin);
  }
  return [...origins].sort();
}

const lists = new WeakMap<Db, KeptTable<readonly string[]>>();

/**
 * The origins the storefront's pages may frame (CSP frame-src): those of the 3D tours of the CMS pages, kept in this
 * process and dropped on every change of the sites table, on every API process.
 */
export function tourOriginsOf(db: Db): () => Promise<readonly string[]> {
  let list = lists.get(db);
  if (!list) {
    list = new KeptTable(() => loadTourOrigins(db), sitesTable, catalogFeedOf(db));
    lists.set(db, list);
  }
  const kept = list;
  return () => kept.get();
}
