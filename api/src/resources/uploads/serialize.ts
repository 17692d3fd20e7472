import type { Selectable } from 'kysely';
import type { UploadsTable } from '../../db/schema.js';

/** The upload entity of spec §3 (Upload/File) as sent over the wire. */
export interface UploadEntity {
  id: number;
  version: number;
  extension: string;
  mimeType: string;
  publicHash: string;
}

export function toUploadEntity(row: Selectable<UploadsTable>): UploadEntity {
  return {
    id: row.id,
    version: row.version,
    extension: row.extension,
    mimeType: row.mimeType,
    publicHash: row.publicHash,
  };
}

/** Public URL of the file and of its preview. */
export function uploadUrl(upload: UploadEntity): string {
  return `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
}

export function uploadPreviewUrl(upload: UploadEntity): string {
  return `/upload/${upload.publicHash}/preview/${upload.id}-${upload.version}.jpg`;
}
