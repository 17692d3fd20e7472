import { z } from 'zod';

/** The name of the archive's format (manifest.json `format`). */
export const backupFormat = 'bestell-backup';
export const backupFormatVersion = 1;

/** Entry names inside the archive. */
export const manifestEntry = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
/** A key of the originals store as our code makes them (files/…, images/…, forms/…/…): no '..', no absolute path. */
const storageKey = z
  .string()
  .regex(/^(files|images|forms)(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/)
  .refine((key) => !key.split('/').includes('..'));

/**
 * manifest.json, the first entry of a backup: which schema (last migration) the tables belong to, each table's
 * columns, row count and JSON-lines file, each stored file's key, and a SHA-256 of every other entry.
 */
export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  formatVersion: z.literal(backupFormatVersion),
  createdAt: z.string(),
  appVersion: z.string(),
  /** Name of the last migration applied to the backed-up database. */
  schemaVersion: z.string(),
  source: z.enum(['pglite', 'postgres']),
  tables: z.array(
    z
      .object({
        name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
        columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)),
        rows: z.number().int().nonnegative(),
        entry: z.string(),
        sha256,
      })
      // An archive names only its own entries: nothing outside the unpacked folder is ever read.
      .refine((t) => t.entry === tableEntry(t.name)),
  ),
  files: z.array(
    z
      .object({ key: storageKey, size: z.number().int().nonnegative(), entry: z.string(), sha256 })
      .refine((f) => f.entry === fileEntry(f.key)),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;
