import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Db } from '../../db/database.js';
import type { AcceptedFile } from '../../media/accept-file.js';
import { type MediaPaths, uploadFilePath, writeFileAtomic } from '../../media/media-paths.js';
import { AppError } from '../../server/app-error.js';
import { countUploads, deleteUploadById, findUploadById, findUploads, insertUpload } from './repository.js';
import { toUploadEntity, type UploadEntity } from './serialize.js';

/** 192 random bits, URL-safe (32 characters). */
export function newPublicHash(): string {
  return randomBytes(24).toString('base64url');
}

/** Stores an accepted file: the row and the file on disk, or neither. */
export async function createUpload(db: Db, paths: MediaPaths, file: AcceptedFile): Promise<UploadEntity> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  return db.transaction().execute(async (trx) => {
    const row = await insertUpload(trx, {
      extension: file.extension,
      mimeType: file.mimeType,
      publicHash: newPublicHash(),
      originalName: file.name?.slice(0, 255) ?? null,
      size: file.bytes.length,
      sha256,
    });
    // Written inside the transaction: a failed write rolls the row back.
    await writeFileAtomic(uploadFilePath(paths, row), file.bytes);
    return toUploadEntity(row);
  });
}

export async function getUpload(db: Db, id: number): Promise<UploadEntity> {
  const row = await findUploadById(db, id);
  if (!row) throw AppError.notFound();
  return toUploadEntity(row);
}

export async function listUploads(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ items: UploadEntity[]; total: number }> {
  const [rows, total] = [await findUploads(db, page), await countUploads(db)];
  return { items: rows.map(toUploadEntity), total };
}

/** Deletes the row, then the file (a file left behind by a crash is harmless: nothing links to it). */
export async function deleteUpload(db: Db, paths: MediaPaths, id: number): Promise<void> {
  const row = await deleteUploadById(db, id);
  if (!row) throw AppError.notFound();
  await fs.rm(uploadFilePath(paths, row), { force: true });
}
