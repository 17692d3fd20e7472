import fs from 'node:fs';
import { inlineScriptHashes } from './inline-scripts.js';

const kept = new Map<string, { modified: number; hashes: string[] }>();

/** The inline script hashes of the app shell (`index.html` of the build), re-read after a rebuild. */
export async function shellScriptHashes(indexFile: string): Promise<string[]> {
  const modified = (await fs.promises.stat(indexFile)).mtimeMs;
  const entry = kept.get(indexFile);
  if (entry && entry.modified === modified) return entry.hashes;
  const hashes = inlineScriptHashes(await fs.promises.readFile(indexFile, 'utf8'));
  kept.set(indexFile, { modified, hashes });
  return hashes;
}
