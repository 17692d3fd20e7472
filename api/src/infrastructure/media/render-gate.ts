/** Refused because every render slot stayed busy for the whole wait. */
export class RenderBusyError extends Error {
  constructor() {
    super('template renders busy');
  }
}

/**
 * At most `slots` template renders at a time in this process (sharp's work is CPU- and memory-heavy); a further
 * render waits up to `waitMs` for a free slot, then is refused (RenderBusyError). A slot is given back only when its
 * render has really finished, also one whose answer timed out.
 */
export class RenderGate {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly waitMs: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.slots) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        this.running += 1;
        resolve();
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(grant);
        if (at >= 0) this.waiting.splice(at, 1);
        reject(new RenderBusyError());
      }, this.waitMs);
      this.waiting.push(grant);
    });
  }

  private release(): void {
    this.running -= 1;
    this.waiting.shift()?.();
  }
}
