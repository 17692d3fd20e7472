import { redirectPathKey } from '@bestell/domain';
import { type CatalogChangeFeed, catalogFeedOf } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { KeptTable } from '../../infrastructure/cache/kept-table.js';

/** The table's name in the change events (payload of `catalog_changed`, migration 0006). */
export const redirectsTable = 'redirects';
export interface StoredRedirect {
  target: string;
  statusCode: number;
}

/**
 * The enabled redirects of one database, kept in this process as path → target and dropped on every change event of
 * the table on every API process: a saved redirect answers within moments on every machine.
 */
export class RedirectTable {
  private readonly table: KeptTable<ReadonlyMap<string, StoredRedirect>>;

  constructor(db: Db, feed: CatalogChangeFeed | undefined, clock: () => number = Date.now) {
    const load = async () => {
      const rows = await db
        .selectFrom('redirects')
        .select(['path', 'target', 'statusCode'])
        .where('isEnabled', '=', true)
        .execute();
      return new Map(rows.map((row) => [row.path.toLowerCase(), { target: row.target, statusCode: row.statusCode }]));
    };
    this.table = new KeptTable<ReadonlyMap<string, StoredRedirect>>(load, redirectsTable, feed, clock);
  }

  invalidate(): void {
    this.table.invalidate();
  }

  async find(requestPath: string): Promise<StoredRedirect | null> {
    const key = redirectPathKey(requestPath);
    if (key === null || key === '') return null;
    return (await this.table.get()).get(key) ?? null;
  }
}

const tables = new WeakMap<Db, RedirectTable>();

/** The one table of a database handle in this process (the middleware and the staff routes share it). */
export function redirectTableOf(db: Db): RedirectTable {
  let table = tables.get(db);
  if (!table) {
    table = new RedirectTable(db, catalogFeedOf(db));
    tables.set(db, table);
  }
  return table;
}
