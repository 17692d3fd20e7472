/**
 * The parts of a server-rendered page whose hydration waits for tasks of their own (hydration-stage.tsx): one part
 * per task, in page order, after the first hydration pass. Browser only.
 */
class DeferredHydration {
  /** True while the page's first hydration pass runs (shop-main.tsx): the stages it meets are deferred. */
  firstPass = false;
  /** True while a stage hydrates (from its turn until it is committed). */
  resuming = false;
  /**
   * True once the page's data changed after the first pass (a query answered in the browser): a later stage then
   * hydrates with other data than the server rendered, and its difference is no mismatch.
   */
  dataChanged = false;
  private readonly waiting: (() => void)[] = [];
  private pending = 0;
  private readonly finishers: (() => void)[] = [];

  /** A promise that settles in a task of its own, after those of the stages before; the stage calls done() later. */
  slot(): Promise<void> {
    this.pending += 1;
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      if (this.waiting.length === 1) setTimeout(() => this.releaseNext(), 0);
    });
  }

  /**
   * Holds the page's hydration until the returned function is called (once; later calls do nothing): a part of the
   * first pass that waits for its code (hydration-lazy.tsx).
   */
  hold(): () => void {
    this.pending += 1;
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.done();
    };
  }

  /** A stage is hydrated (or was removed before its turn). */
  done(): void {
    this.pending -= 1;
    if (this.pending === 0) setTimeout(() => this.finish(), 0);
  }

  /** Runs `callback` once no stage waits any more (in a later task when some still wait). */
  afterAll(callback: () => void): void {
    if (this.pending === 0) callback();
    else this.finishers.push(callback);
  }

  private releaseNext(): void {
    this.waiting.shift()?.();
    if (this.waiting.length > 0) setTimeout(() => this.releaseNext(), 0);
  }

  private finish(): void {
    if (this.pending === 0) for (const callback of this.finishers.splice(0)) callback();
  }
}

export const deferredHydration = new DeferredHydration();
