import type { Generated } from 'kysely';
import type { Db } from '../db/database.js';
import type { CreatedAt } from '../db/schema.js';

/** Kysely type of table `uploads` (migrations 0003-uploads, 0019-upload-clients), camelCase like the rest of the schema. */
export interface UploadsTable {
  id: Generated<number>;
  version: Generated<number>;
  extension: string;
  mimeType: string;
  publicHash: string;
  originalName: string | null;
  size: number;
  sha256: string;
  /** Hash of the visitor's address for visitors' uploads (migration 0019); null for staff uploads. */
  clientKey: string | null;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

/** The app database plus `uploads` (kept here so the shared schema file stays with its owner). */
export function withUploads(db: Db) {
  return db.withTables<{ uploads: UploadsTable }>();
}
