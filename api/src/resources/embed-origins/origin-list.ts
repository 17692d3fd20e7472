import { type CatalogChangeFeed, catalogFeedOf } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { KeptTable } from '../../infrastructure/cache/kept-table.js';

/** The table's name in the change events (payload of `catalog_changed`, migration 0017). */
export const embedOriginsTable = 'embed_origins';
/**
 * The allowed embedding origins of one database, kept in this process and dropped on every change event of the table
 * (payload `embed_origins`) on every API process: a change is effective on every machine within moments.
 */
export class EmbedOriginList {
  private readonly table: KeptTable<ReadonlySet<string>>;

  constructor(db: Db, feed: CatalogChangeFeed | undefined, clock: () => number = Date.now) {
    const load = async () =>
      new Set((await db.selectFrom('embedOrigins').select('origin').execute()).map((row) => row.origin));
    this.table = new KeptTable<ReadonlySet<string>>(load, embedOriginsTable, feed, clock);
  }

  invalidate(): void {
    this.table.invalidate();
  }

  async has(origin: string): Promise<boolean> {
    return (await this.table.get()).has(origin);
  }

  async list(): Promise<string[]> {
    return [...(await this.table.get())].sort();
  }
}

const lists = new WeakMap<Db, EmbedOriginList>();

/** The one list of a database handle in this process (the CORS middleware and the public route share it). */
export function embedOriginListOf(db: Db): EmbedOriginList {
  let list = lists.get(db);
  if (!list) {
    list = new EmbedOriginList(db, catalogFeedOf(db));
    lists.set(db, list);
  }
  return list;
}
