import { type CatalogChangeFeed, catalogFeedOf } from '../../cache/change-feed.js';
import type { Db } from '../../db/database.js';

/** The table's name in the change events (payload of `catalog_changed`, migration 0017). */
export const embedOriginsTable = 'embed_origins';
/** Longest time a kept list is used while the change feed hears changes (a missed event heals after this). */
export const originListTtlMs = 5_000;
/** Longest time a kept list is used without a working change feed. */
export const originListTtlWithoutFeedMs = 1_000;

/**
 * The allowed embedding origins of one database, kept in this process. Every API process on the database hears
 * each change through the `catalog_changed` event (payload `embed_origins`) and drops its list, so a change is
 * effective on every machine within moments; the TTL bounds the rest (a missed event, a lost listener).
 */
export class EmbedOriginList {
  private kept: { origins: ReadonlySet<string>; loadedAt: number } | null = null;
  private loading: Promise<ReadonlySet<string>> | null = null;
  /** Raised by every change: a load that began before it does not keep its (older) answer. */
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly feed: CatalogChangeFeed | undefined,
    private readonly clock: () => number = Date.now,
  ) {
    feed?.subscribe({
      changed: (table) => {
        if (table === embedOriginsTable || table === '') this.invalidate();
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

  async has(origin: string): Promise<boolean> {
    return (await this.origins()).has(origin);
  }

  async list(): Promise<string[]> {
    return [...(await this.origins())].sort();
  }

  private ttl(): number {
    return this.feed?.isConnected ? originListTtlMs : originListTtlWithoutFeedMs;
  }

  private origins(): Promise<ReadonlySet<string>> {
    if (this.kept && this.clock() - this.kept.loadedAt < this.ttl()) return Promise.resolve(this.kept.origins);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loadedAt = this.clock();
    const loading = this.db
      .selectFrom('embedOrigins')
      .select('origin')
      .execute()
      .then((rows) => {
        const origins: ReadonlySet<string> = new Set(rows.map((row) => row.origin));
        if (generation === this.generation) this.kept = { origins, loadedAt };
        return origins;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
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
