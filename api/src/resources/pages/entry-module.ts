import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What the storefront's server entry (storefront/src/entry-server.tsx) takes. */
export interface RenderRequest {
  url: string;
  env: { now: number; cookieConsent: boolean; origin: string };
  fetch: typeof fetch;
}

/** What it answers. */
export interface RenderResult {
  html: string;
  head: string;
  status: number;
  payload: string;
}

export interface EntryModule {
  render(request: RenderRequest): Promise<RenderResult>;
}

/** The server build of the storefront lives in `<dist>/.ssr` (a hidden folder: the static hosting never serves it). */
export function entryPath(distDir: string): string {
  return path.join(distDir, '.ssr', 'entry-server.js');
}

function isEntryModule(value: unknown): value is EntryModule {
  return typeof value === 'object' && value !== null && typeof (value as { render?: unknown }).render === 'function';
}

const loaded = new Map<string, Promise<EntryModule>>();

/**
 * The server entry of `distDir`, or null when the build has none. Loaded once per build (keyed by the file's
 * modification time, so a rebuild is picked up without a restart).
 */
export async function loadEntryModule(distDir: string): Promise<EntryModule | null> {
  const file = entryPath(distDir);
  let modified: number;
  try {
    modified = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const key = `${file}?v=${modified}`;
  let module = loaded.get(key);
  if (!module) {
    module = import(`${pathToFileURL(file).href}?v=${modified}`).then((value: unknown) => {
      if (!isEntryModule(value)) throw new Error(`${file} does not export render()`);
      return value;
    });
    loaded.set(key, module);
    // A failed import is tried again on the next request.
    module.catch(() => loaded.delete(key));
  }
  return module;
}
