import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { backupMessages as m } from '@bestell/domain';
import type { Kysely } from 'kysely';
import * as tar from 'tar';
import type { DB } from '../../db/schema.js';
import type { Storage } from '../../infrastructure/storage/storage.js';
import { type Manifest, manifestEntry, manifestSchema } from './manifest.js';
import { insertLines, nonEmptyTables, resetSequences, schemaVersion, shopTables, truncateTables } from './tables.js';

/** A refused restore: the message is German and shown to the operator as it is; nothing was changed. */
export class RestoreRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefused';
  }
}

/** Tables whose rows mean the shop is in use (a freshly migrated database has none; its defaults do not count). */
const businessTables = ['users', 'products', 'categories', 'branches', 'orders', 'customers', 'uploads', 'images'];

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function readEntry(root: string, entry: string): Promise<Buffer> {
  try {
    return await fs.readFile(path.join(root, entry));
  } catch {
    throw new RestoreRefused(m.entryMissing({ entry }));
  }
}

async function verifiedEntry(root: string, entry: string, expected: string): Promise<Buffer> {
  const bytes = await readEntry(root, entry);
  if (sha256(bytes) !== expected) throw new RestoreRefused(m.checksumMismatch({ entry }));
  return bytes;
}

async function unpack(file: string, into: string): Promise<Manifest> {
  try {
    await fs.access(file);
  } catch {
    throw new RestoreRefused(m.fileNotFound({ file }));
  }
  try {
    await tar.x({ file, cwd: into, strict: true });
  } catch (error) {
    throw new RestoreRefused(m.damaged({ detail: error instanceof Error ? error.message : String(error) }));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse((await fs.readFile(path.join(into, manifestEntry))).toString('utf8'));
  } catch {
    throw new RestoreRefused(m.notABackup);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) throw new RestoreRefused(m.notABackup);
  return manifest.data;
}

export interface RestoreSummary {
  manifest: Manifest;
}

/**
 * Loads a backup into a migrated database and its file storage. Everything is checked before anything is written:
 * the archive unpacks, manifest and schema version match this installation, every entry's checksum is right, and
 * database and storage are empty (unless `force`). Files are written first, then all tables in one transaction;
 * when that fails, the written files are removed again — a refused or failed restore changes nothing.
 */
export async function restoreBackup(options: {
  db: Kysely<DB>;
  originals: Storage;
  file: string;
  force: boolean;
}): Promise<RestoreSummary> {
  const { db, originals, force } = options;
  const staging = await fs.mkdtemp(path.join(os.tmpdir(), 'bestell-restore-'));
  try {
    const manifest = await unpack(options.file, staging);
    const current = await schemaVersion(db);
    if (manifest.schemaVersion !== current) {
      throw new RestoreRefused(m.schemaMismatch({ archive: manifest.schemaVersion, current }));
    }
    const tables = await shopTables(db);
    const known = new Set(tables);
    const lines = new Map<string, string[]>();
    for (const table of manifest.tables) {
      if (!known.has(table.name)) throw new RestoreRefused(m.notABackup);
      const text = (await verifiedEntry(staging, table.entry, table.sha256)).toString('utf8');
      const rows = text === '' ? [] : text.replace(/\n$/, '').split('\n');
      if (rows.length !== table.rows) throw new RestoreRefused(m.checksumMismatch({ entry: table.entry }));
      lines.set(table.name, rows);
    }
    const files = new Map<string, Buffer>();
    for (const file of manifest.files) files.set(file.key, await verifiedEntry(staging, file.entry, file.sha256));

    if (!force) {
      const used = await nonEmptyTables(
        db,
        businessTables.filter((t) => known.has(t)),
      );
      if (used.length > 0) throw new RestoreRefused(m.databaseNotEmpty({ tables: used.join(', ') }));
      for (const key of files.keys()) {
        if (await originals.exists(key)) throw new RestoreRefused(m.storageNotEmpty({ key }));
      }
    }

    const written: string[] = [];
    try {
      for (const [key, bytes] of files) {
        const existed = force && (await originals.exists(key));
        await originals.write(key, bytes);
        if (!existed) written.push(key);
      }
      const order = tables.filter((t) => lines.has(t));
      await db.transaction().execute(async (trx) => {
        await truncateTables(trx, tables);
        for (const table of order) {
          const entry = manifest.tables.find((t) => t.name === table);
          if (entry) await insertLines(trx, table, entry.columns, lines.get(table) ?? []);
        }
        await resetSequences(trx);
      });
    } catch (error) {
      await Promise.all(written.map((key) => originals.remove(key).catch(() => {})));
      throw error;
    }
    return { manifest };
  } finally {
    await fs.rm(staging, { recursive: true, force: true, maxRetries: 5 });
  }
}
