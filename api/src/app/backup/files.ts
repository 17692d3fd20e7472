import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { formFileKey, imageFileKey, uploadFileKey } from '../../infrastructure/media/media-paths.js';

/**
 * Keys of every original the database refers to: uploads, images and contact-form files (store `originals`).
 * Rendered variants (scaled images, previews) are not backed up: they are made again on the first request.
 */
export async function referencedFileKeys(db: Kysely<DB>): Promise<string[]> {
  const uploads = await db.selectFrom('uploads').select(['id', 'version', 'extension']).orderBy('id').execute();
  const images = await db.selectFrom('images').select(['id', 'version', 'extension']).orderBy('id').execute();
  const formFiles = await db
    .selectFrom('formSubmissionFiles')
    .select(['id', 'submissionId', 'extension'])
    .orderBy('id')
    .execute();
  return [
    ...uploads.map(uploadFileKey),
    ...images.map(imageFileKey),
    ...formFiles.map((f) => formFileKey(f.submissionId, f.id, f.extension)),
  ];
}
