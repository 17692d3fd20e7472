import { Readable } from 'node:stream';
import type { OpenedObject, Storage } from '../storage/storage.js';

/**
 * A cache of rendered files in a store (a folder or a bucket). A file is rendered once: later requests read it from
 * the store, and concurrent first requests in this process share one rendering (promise map). Files are immutable,
 * so their key (which holds id and version) is the whole key. Two machines may both render a missing file once;
 * the later write replaces the earlier whole, with the same content.
 */
export class RenderCache {
  private readonly pending = new Map<string, Promise<Buffer>>();
  /** How many renderings ran (for tests and metrics). */
  renders = 0;

  constructor(readonly store: Storage) {}

  /** The stored rendering of `key`, rendering and storing it with `render` first when there is none. */
  async open(key: string, render: () => Promise<Buffer>): Promise<OpenedObject> {
    const stored = await this.store.open(key);
    if (stored) return stored;
    let running = this.pending.get(key);
    if (!running) {
      running = this.run(key, render).finally(() => this.pending.delete(key));
      this.pending.set(key, running);
    }
    const bytes = await running;
    return { size: bytes.length, body: Readable.from([bytes]) };
  }

  private async run(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    this.renders++;
    const bytes = await render();
    await this.store.write(key, bytes);
    return bytes;
  }
}
