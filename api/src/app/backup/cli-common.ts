import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError } from '../../db/data-dir-lock.js';
import { type Database, openDatabase } from '../../db/database.js';
import { mediaFor } from '../../infrastructure/media/media.js';
import type { Storage } from '../../infrastructure/storage/storage.js';
import { type AppConfig, loadConfig } from '../../kernel/config.js';
import { RestoreRefused } from './restore.js';

/** The version in the repository's package.json (written into the manifest). */
export function appVersion(): string {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
  const json = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version?: string };
  return json.version ?? 'unknown';
}

export interface Shop {
  config: AppConfig;
  database: Database;
  originals: Storage;
}

/** The database (DATABASE_URL or the embedded one in DATA_DIR) and the originals store (UPLOADS_DIR or S3). */
export async function openShop(): Promise<Shop> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  return { config, database, originals: mediaFor(config).stores.originals };
}

/** Runs a command: operator errors (German) on stderr with exit code 1, anything else with its stack. */
export async function runCommand(command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (error) {
    const known = error instanceof RestoreRefused || error instanceof DataDirLockedError || error instanceof UsageError;
    process.stderr.write(
      `${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  }
}

export class UsageError extends Error {}
