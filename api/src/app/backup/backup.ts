import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import * as tar from 'tar';
import type { DB } from '../../db/schema.js';
import type { Storage } from '../../infrastructure/storage/storage.js';
import { referencedFileKeys } from './files.js';
import { backupFormat, backupFormatVersion, fileEntry, type Manifest, manifestEntry, tableEntry } from './manifest.js';
import { schemaVersion, shopTables, tableLines, writableColumns } from './tables.js';

export interface BackupSummary {
  manifest: Manifest;
  /** Keys the database refers to that the storage does not have (left out, reported). */
  missingFiles: string[];
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

async function writeEntry(root: string, entry: string, bytes: Buffer | string): Promise<string> {
  const target = path.join(root, entry);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, bytes);
  return sha256(bytes);
}

/**
 * Writes one archive (tar.gz) of the whole shop: every table as JSON lines, every original file, and manifest.json
 * with the schema version, counts and checksums. Read in one transaction (repeatable read on PostgreSQL), so
 * tables and files are of one moment. Written beside `outFile` and renamed, so a failed run leaves no half archive.
 */
export async function createBackup(options: {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  originals: Storage;
  outFile: string;
  appVersion: string;
  now: Date;
}): Promise<BackupSummary> {
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'bestell-backup-'));
  try {
    const missingFiles: string[] = [];
    const manifest = await options.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const tables: Manifest['tables'] = [];
        for (const table of await shopTables(trx)) {
          const columns = await writableColumns(trx, table);
          const lines = await tableLines(trx, table, columns[0] ?? '');
          const text = lines.length > 0 ? `${lines.join('\n')}\n` : '';
          const entry = tableEntry(table);
          tables.push({
            name: table,
            columns,
            rows: lines.length,
            entry,
            sha256: await writeEntry(staging, entry, text),
          });
        }
        const files: Manifest['files'] = [];
        for (const key of await referencedFileKeys(trx)) {
          const bytes = await options.originals.read(key);
          if (!bytes) {
            missingFiles.push(key);
            continue;
          }
          const entry = fileEntry(key);
          files.push({ key, size: bytes.length, entry, sha256: await writeEntry(staging, entry, bytes) });
        }
        const result: Manifest = {
          format: backupFormat,
          formatVersion: backupFormatVersion,
          createdAt: options.now.toISOString(),
          appVersion: options.appVersion,
          schemaVersion: await schemaVersion(trx),
          source: options.kind,
          tables,
          files,
        };
        return result;
      });
    await writeEntry(staging, manifestEntry, `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${options.outFile}.partial`;
    const entries = [manifestEntry, 'tables', ...(manifest.files.length > 0 ? ['files'] : [])];
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    await fs.rename(partial, options.outFile);
    return { manifest, missingFiles };
  } finally {
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 5 });
  }
}
