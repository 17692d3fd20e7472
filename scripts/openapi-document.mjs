// Writes the OpenAPI document the API serves (GET /api/openapi.json) to a file, by importing the builder through tsx.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The served document as a JavaScript object (built by the real app over an empty in-memory database). */
export async function servedDocument() {
  const module = await tsImport(path.join(repoRoot, 'api/src/app/served-document.ts'), import.meta.url);
  return module.servedOpenApiDocument();
}

/** Writes the served document into a fresh temp directory; answers the file's path. */
export async function writeServedDocument() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, `${JSON.stringify(await servedDocument(), null, 2)}\n`);
  return file;
}
