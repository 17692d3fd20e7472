import type { CatalogChangeFeed } from '../../db/change-feed.js';

/** Longest time a kept answer is used while the change feed hears changes (a missed event heals after this). */
export const keptTableTtlMs = 5_000;
/** Longest time a kept answer is used without a working change feed. */
export const keptTableTtlWithoutFeedMs = 1_000;

/**
 * One small table's answer kept in this process. Every API process on the database hears each change of the table
 * through the `catalog_changed` event and drops its copy, so a write is effective on every machine within moments;
 * the TTL bounds the rest (a missed event, a lost listener). Concurrent reads share one load, and a load that began
 * before a change does not keep its (older) answer.
 */
export class KeptTable<T> {
  private kept: { value: T; loadedAt: number } | null = null;
  private loading: Promise<T> | null = null;
  private generation = 0;

  constructor(
    private readonly load: () => Promise<T>,
    table: string,
    private readonly feed: CatalogChangeFeed | undefined,
    private readonly clock: () => number = Date.now,
  ) {
    feed?.subscribe({
      changed: (changed) => {
        if (changed === table || changed === '') this.invalidate();
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

  get(): Promise<T> {
    const ttl = this.feed?.isConnected ? keptTableTtlMs : keptTableTtlWithoutFeedMs;
    if (this.kept && this.clock() - this.kept.loadedAt < ttl) return Promise.resolve(this.kept.value);
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loadedAt = this.clock();
    const loading = this.load()
      .then((value) => {
        if (generation === this.generation) this.kept = { value, loadedAt };
        return value;
      })
      .finally(() => {
        if (this.loading === loading) this.loading = null;
      });
    this.loading = loading;
    return loading;
  }
}
