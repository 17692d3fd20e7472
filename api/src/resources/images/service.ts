import type { ImageRef } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import type { AcceptedFile } from '../../infrastructure/media/accept-file.js';
import { imageSizes } from '../../infrastructure/media/image-sizes.js';
import { type FileRef, imageFileKey, imageVariantKey } from '../../infrastructure/media/media-paths.js';
import { imageDimensions } from '../../infrastructure/media/resize.js';
import { uploadFailed } from '../../infrastructure/media/upload-error.js';
import type { MediaStores } from '../../infrastructure/storage/storage-for.js';
import { AppError } from '../../kernel/app-error.js';
import {
  countImages,
  deleteImageById,
  findImageById,
  findImageForUpdate,
  findImages,
  type ImageSearch,
  insertImage,
  updateImage,
} from './repository.js';
import { type StaffImage, toImageEntity, toStaffImage } from './serialize.js';

/** Columns of a new file; a raster image sharp cannot decode is refused (it could never be resized). */
async function describe(file: AcceptedFile) {
  // SVG has no pixel size.
  const size = file.extension === 'svg' ? null : await imageDimensions(file.bytes);
  if (file.extension !== 'svg' && size === null) throw uploadFailed(file.name, 'malformed', file.field);
  return {
    extension: file.extension,
    mimeType: file.mimeType,
    fileName: file.name?.slice(0, 255) ?? null,
    width: size?.width ?? null,
    height: size?.height ?? null,
  };
}

/**
 * Stores an image: the row and its file in the originals store (images/), or neither. The description (a generated
 * image's prompt) is kept for the media library; the answer is the §3 entity.
 */
export async function createImage(
  db: Db,
  stores: MediaStores,
  file: AcceptedFile,
  alt: string | null,
  actor?: Actor,
  description: string | null = null,
): Promise<ImageRef> {
  const columns = await describe(file);
  return db.transaction().execute(async (trx) => {
    const row = await insertImage(trx, { ...columns, alt, description });
    const entity = toImageEntity(row);
    if (actor)
      await recordAudit(trx, {
        actor,
        action: 'create',
        resource: 'images',
        resourceId: row.id,
        after: toStaffImage(row),
        label: entity.alt,
      });
    await stores.originals.write(imageFileKey(row), file.bytes, file.mimeType);
    return entity;
  });
}

/**
 * Changes the alt text, the description (empty text clears it) and/or replaces the file. A new file gets the next version, so every URL of the old one
 * (and its cached sizes) stays what it was until the old file is removed.
 */
export async function replaceImage(
  db: Db,
  stores: MediaStores,
  id: number,
  change: { file: AcceptedFile | null; alt: string | null; description?: string | null },
  now: Date,
  actor?: Actor,
): Promise<StaffImage> {
  const columns = change.file === null ? null : await describe(change.file);
  const { before, after } = await db.transaction().execute(async (trx) => {
    const current = await findImageForUpdate(trx, id);
    if (!current) throw AppError.notFound();
    const updated = await updateImage(trx, id, {
      ...(columns ?? {}),
      ...(change.file === null ? {} : { version: current.version + 1 }),
      ...(change.alt === null ? {} : { alt: change.alt }),
      ...(change.description == null ? {} : { description: change.description === '' ? null : change.description }),
      updatedAt: now,
    });
    if (actor) {
      await recordAudit(trx, {
        actor,
        action: 'update',
        resource: 'images',
        resourceId: id,
        before: toStaffImage(current),
        after: toStaffImage(updated),
        label: updated.alt,
      });
    }
    if (change.file !== null) {
      await stores.originals.write(imageFileKey(updated), change.file.bytes, change.file.mimeType);
    }
    return { before: current, after: updated };
  });
  if (after.version !== before.version) await removeImageFiles(stores, before);
  return toStaffImage(after);
}

/** One image; staff also get its description. */
export async function getImage(db: Db, id: number, forStaff = false): Promise<ImageRef | StaffImage> {
  const row = await findImageById(db, id);
  if (!row) throw AppError.notFound();
  return forStaff ? toStaffImage(row) : toImageEntity(row);
}

/** A page of images; staff also get (and search) the description. */
export async function listImages(
  db: Db,
  page: { limit: number; offset: number; search?: string | null },
  forStaff = false,
) {
  const rows = await findImages(db, { ...page, byDescription: forStaff });
  const search: ImageSearch = { search: page.search ?? null, byDescription: forStaff };
  return { items: rows.map(forStaff ? toStaffImage : toImageEntity), total: await countImages(db, search) };
}

/** The original of one version and its scaled sizes (nothing serves them once the row has moved on or is gone). */
async function removeImageFiles(stores: MediaStores, ref: FileRef): Promise<void> {
  await stores.originals.remove(imageFileKey(ref));
  await Promise.all(Object.keys(imageSizes).map((size) => stores.variants.remove(imageVariantKey(size, ref))));
}

export async function deleteImage(db: Db, stores: MediaStores, id: number, actor?: Actor): Promise<void> {
  const row = await db.transaction().execute(async (trx) => {
    const deleted = await deleteImageById(trx, id);
    if (!deleted) throw AppError.notFound();
    if (actor) {
      await recordAudit(trx, {
        actor,
        action: 'delete',
        resource: 'images',
        resourceId: id,
        before: toStaffImage(deleted),
        label: deleted.alt,
      });
    }
    return deleted;
  });
  await removeImageFiles(stores, row);
}
