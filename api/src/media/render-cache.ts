import fs from 'node:fs/promises';
import { writeFileAtomic } from './media-paths.js';

/**
 * A disk cache of rendered files. A file is rendered once: later requests read it from disk, and concurrent first
 * requests for the same file share one rendering (in-process promise map). Files are immutable, so their path
 * (which holds id and version) is the whole key.
 */
export class RenderCache {
  private readonly pending = new Map<string, Promise<void>>();
  /** How many renderings ran (for tests and metrics). */
  renders = 0;

  /** Makes sure `file` exists, rendering it with `render` when it does not; resolves to the path. */
  async ensure(file: string, render: () => Promise<Buffer>): Promise<string> {
    if (await exists(file)) return file;
    let running = this.pending.get(file);
    if (!running) {
      running = this.run(file, render).finally(() => this.pending.delete(file));
      this.pending.set(file, running);
    }
    await running;
    return file;
  }

  private async run(file: string, render: () => Promise<Buffer>): Promise<void> {
    if (await exists(file)) return;
    this.renders++;
    await writeFileAtomic(file, await render());
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
