import { type CatalogChangeFeed, catalogFeedOf } from '../../cache/change-feed.js';
import type { Db } from '../../db/database.js';

/** The table's name in the change events (payload of `catalog_changed`, migration 0006). */
export const redirectsTable = 'redirects';
/** Longest time a kept table is used while the change feed hears changes (a missed event heals after this). */
export const redirectTableTtlMs = 5_000;
/** Longest time a kept table is used without a working change feed. */
export const redirectTableTtlWithoutFeedMs = 1_000;

export interface StoredRedirect {
  target: string;
  statusCode: number;
}

/** 'ueber-uns/team' from '/Ueber-Uns/team/' (the form site and redirect paths are stored in); null when undecodable. */
export function redirectKeyOf(requestPath: string): string | null {
  try {
    return decodeURIComponent(requestPath)
      .replace(/^\/+|\/+$/g, '')
      .toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The enabled redirects of one database, kept in this process as path → target. Every API process hears each change
 * of the table through the `catalog_changed` event and drops its copy, so a saved redirect answers within moments on
 * every machine; the TTL bounds a missed event.
 */
export class RedirectTable {
  private kept: { byPath: ReadonlyMap<string, StoredRedirect>; loadedAt: number } | null = null;
  private loading: Promise<ReadonlyMap<string, StoredRedirect>> | null = null;
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly feed: CatalogChangeFeed | undefined,
    private readonly clock: () => number = Date.now,
  ) {
    feed?.subscribe({
      changed: (table) => {
        if (table === redirectsTable || table === '') this.invalidate();
      },
      lost: () => this.invalidate(),
      connected: () => this.invalidate(),
    });
  }

  invalidate(): void {
    this.generation += 1;
    this.kept = null;
    this.loading = null;
  }

  async find(requestPath: string): Promise<StoredRedirect | null> {
    const key = redirectKeyOf(requestPath);
    if (key === null || key === '') return null;
    return (await this.byPath()).get(key) ?? null;
  }

  private ttl(): number {
    return this.feed?.isConnected ? redirectTableTtlMs : redirectTableTtlWithoutFeedMs;
  }

  private byPath(): Promise<ReadonlyMap<string, StoredRedirect>> {
    if (this.kept && this.clock() - this.kept.loadedAt < this.ttl()) return Promise.resolve(this.kept.byPath);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loadedAt = this.clock();
    const loading = this.db
      .selectFrom('redirects')
      .select(['path', 'target', 'statusCode'])
      .where('isEnabled', '=', true)
      .execute()
      .then((rows) => {
        const byPath: ReadonlyMap<string, StoredRedirect> = new Map(
          rows.map((row) => [row.path.toLowerCase(), { target: row.target, statusCode: row.statusCode }]),
        );
        if (generation === this.generation) this.kept = { byPath, loadedAt };
        return byPath;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
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
