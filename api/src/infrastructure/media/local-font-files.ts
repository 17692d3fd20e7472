import fs from 'node:fs/promises';
import path from 'node:path';
import wawoff2 from 'wawoff2';
import type { Storage } from '../storage/storage.js';
import { fontFileKey } from './media-paths.js';

/**
 * TrueType copies of stored fonts on this machine's disk (DATA_DIR/cache/font-files), for sharp's text rendering:
 * fontconfig loads fonts from a path and FreeType here cannot read WOFF2. Unpacked once per font version and
 * process-wide shared; safe to delete at any time (they are made again from the stored WOFF2).
 */
export class LocalFontFiles {
  private readonly pending = new Map<string, Promise<string | null>>();

  constructor(
    private readonly dir: string,
    private readonly originals: Storage,
  ) {}

  /** The local TrueType file of a stored font, or null when its WOFF2 is missing or cannot be unpacked. */
  pathOf(font: { id: number; version: number }): Promise<string | null> {
    const file = path.join(this.dir, `${font.id}-${font.version}.ttf`);
    let running = this.pending.get(file);
    if (!running) {
      running = this.ensure(file, font);
      this.pending.set(file, running);
      running.then((found) => found === null && this.pending.delete(file));
    }
    return running;
  }

  private async ensure(file: string, font: { id: number; version: number }): Promise<string | null> {
    if (
      await fs.access(file).then(
        () => true,
        () => false,
      )
    ) {
      return file;
    }
    const woff2 = await this.originals.read(fontFileKey(font));
    if (woff2 === null) return null;
    let sfnt: Uint8Array;
    try {
      sfnt = await wawoff2.decompress(woff2);
    } catch {
      return null;
    }
    await fs.mkdir(this.dir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temporary, sfnt);
    await fs.rename(temporary, file);
    return file;
  }
}
