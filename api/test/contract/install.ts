import fs from 'node:fs';
import path from 'node:path';
import type Koa from 'koa';
import { documentFile } from './check.js';
import type { ContractDocument } from './document.js';
import { contractRecorder } from './recorder.js';

let served: Promise<ContractDocument> | null = null;

/**
 * Mounts the contract recorder first on a test app (before it listens). The served document is the same for every
 * app of the run (routes a test adds are `undocumented` and skipped): fetched once per worker and kept in the run's
 * folder for the final check.
 */
export function installContractRecorder(app: Koa, folder: string, url: () => string): void {
  const document = () => {
    served ??= fetch(`${url()}/api/openapi.json`)
      .then((res) => res.text())
      .then((text) => {
        fs.mkdirSync(folder, { recursive: true });
        fs.writeFileSync(documentFile(folder), text);
        return JSON.parse(text) as ContractDocument;
      });
    return served;
  };
  app.middleware.unshift(contractRecorder({ folder, document }));
}

export function contractFolder(root: string): string {
  return path.join(root, 'contract');
}
