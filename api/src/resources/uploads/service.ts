import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import type { AcceptedFile } from '../../infrastructure/media/accept-file.js';
import type { Media } from '../../infrastructure/media/media.js';
import { previewKey, uploadFileKey } from '../../infrastructure/media/media-paths.js';
import { AppError } from '../../kernel/app-error.js';
import { countUploads, deleteUploadById, findUploadById, findUploads, insertUpload } from './repository.js';
import { toUploadEntity, type UploadEntity } from './serialize.js';

/** 192 random bits, URL-safe (32 characters). */
export function newPublicHash(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Stores an accepted file: the row and the file in the originals store, or neither. `clientKey` is the hashed
 * address of a visitor (null for staff): the upload limits count it, and the sweep removes it after 24 hours unless
 * an order, cart, product or CMS content refers to it.
 */
export async function createUpload(
  db: Db,
  media: Media,
  file: AcceptedFile,
  origin: { clientKey: string | null; now: Date; staff?: Actor },
): Promise<UploadEntity> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  return db.transaction().execute(async (trx) => {
    const row = await insertUpload(trx, {
      extension: file.extension,
      mimeType: file.mimeType,
      publicHash: newPublicHash(),
      originalName: file.name?.slice(0, 255) ?? null,
      size: file.bytes.length,
      sha256,
      clientKey: origin.clientKey,
      createdAt: origin.now,
      updatedAt: origin.now,
    });
    if (origin.staff) {
      await recordAudit(trx, {
        actor: origin.staff,
        action: 'create',
        resource: 'uploads',
        resourceId: row.id,
        after: uploadAuditView(row),
        at: origin.now,
      });
    }
    // Written inside the transaction: a failed write rolls the row back.
    await media.stores.originals.write(uploadFileKey(row), file.bytes, file.mimeType);
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

/**
 * What the audit log keeps of an upload (staff creates and deletes; visitors' uploads are no staff change): never
 * the file's name (a visitor's file may carry a customer's name) nor its public hash.
 */
function uploadAuditView(row: { id: number; version: number; extension: string; mimeType: string; size: number }) {
  return { id: row.id, version: row.version, extension: row.extension, mimeType: row.mimeType, size: row.size };
}

/** Deletes the row, then the file and its preview (a file left behind by a crash is harmless: nothing links to it). */
export async function deleteUpload(db: Db, media: Media, id: number, actor: Actor, now: Date): Promise<void> {
  const row = await db.transaction().execute(async (trx) => {
    const deleted = await deleteUploadById(trx, id);
    if (deleted) {
      await recordAudit(trx, {
        actor,
        action: 'delete',
        resource: 'uploads',
        resourceId: id,
        before: uploadAuditView(deleted),
        at: now,
      });
    }
    return deleted;
  });
  if (!row) throw AppError.notFound();
  await removeUploadFiles(media, row);
}

export async function removeUploadFiles(media: Media, ref: { id: number; version: number; extension: string }) {
  await media.stores.originals.remove(uploadFileKey(ref));
  await media.stores.variants.remove(previewKey(ref));
}
