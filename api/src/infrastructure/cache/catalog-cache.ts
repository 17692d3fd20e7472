import type { Representation } from './representation.js';

/** What a build produced: a representation to serve, or null when the answer must not be cached. */
export type BuildResult = Representation | null;

interface Slot {
  promise: Promise<BuildResult>;
  /** Set once the build succeeded with a cacheable answer: the fast path serves it without awaiting. */
  value?: Representation;
}

export interface CatalogCacheOptions {
  /** Most distinct keys (path and query) kept; requests for further keys are answered uncached. */
  maxEntries?: number;
  /** Start suspended (nothing is kept until resume()); used until the change listener is connected. */
  suspended?: boolean;
}

/**
 * Per-process cache of the anonymous catalog answers, keyed by path and query.
 *
 * - Stampede-safe: one build in flight per key; concurrent readers share it.
 * - `invalidate()` drops every entry synchronously. A build that was in flight keeps answering the readers that
 *   were already waiting for it (they raced with the write), but is never kept, so every reader that arrives after
 *   the invalidation gets a fresh build.
 * - While suspended (no change listener on PostgreSQL), concurrent readers still share one build, but nothing is
 *   kept afterwards: without change events a kept entry could go stale.
 */
export class CatalogCache {
  private readonly slots = new Map<string, Slot>();
  private readonly maxEntries: number;
  private suspended: boolean;
  private generationCounter = 0;
  private buildCounter = 0;

  constructor(options: CatalogCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 256;
    this.suspended = options.suspended ?? false;
  }

  /** Bumped by every invalidation (tests and logs). */
  get generation(): number {
    return this.generationCounter;
  }

  /** Builds started so far (tests check the stampede protection with it). */
  get builds(): number {
    return this.buildCounter;
  }

  get size(): number {
    return this.slots.size;
  }

  get isSuspended(): boolean {
    return this.suspended;
  }

  /** The kept representation for the key, if any (no await: the hot path). */
  peek(key: string): Representation | undefined {
    return this.slots.get(key)?.value;
  }

  /**
   * The representation for the key: the kept one, the one being built, or a new build. Returns `undefined` when
   * the cache is full and the key is new: the caller answers without the cache.
   */
  get(key: string, build: () => Promise<BuildResult>): Promise<BuildResult> | undefined {
    const existing = this.slots.get(key);
    if (existing) return existing.value ? Promise.resolve(existing.value) : existing.promise;
    if (this.slots.size >= this.maxEntries) return undefined;

    this.buildCounter += 1;
    const generation = this.generationCounter;
    const slot: Slot = { promise: build() };
    this.slots.set(key, slot);
    slot.promise.then(
      (result) => {
        if (this.slots.get(key) !== slot) return;
        if (result && !this.suspended && generation === this.generationCounter) slot.value = result;
        else this.slots.delete(key);
      },
      () => {
        if (this.slots.get(key) === slot) this.slots.delete(key);
      },
    );
    return slot.promise;
  }

  /** Drops every entry; builds in flight are no longer kept. */
  invalidate(): void {
    this.generationCounter += 1;
    this.slots.clear();
  }

  /** Stops keeping entries (the change listener lost its connection) and drops what is kept. */
  suspend(): void {
    this.suspended = true;
    this.invalidate();
  }

  /** Keeps entries again (the change listener is connected); drops anything from before, events may be missed. */
  resume(): void {
    this.suspended = false;
    this.invalidate();
  }
}
