/** Storage keys of originals and rendered variants (see api/src/infrastructure/storage: a folder or an S3 bucket). */

export interface FileRef {
  id: number;
  version: number;
  extension: string;
}

export function fileBaseName(ref: FileRef): string {
  return `${ref.id}-${ref.version}.${ref.extension}`;
}

/** Original of an upload (store `originals`). */
export function uploadFileKey(ref: FileRef): string {
  return `files/${fileBaseName(ref)}`;
}

/** Original of an image (store `originals`). */
export function imageFileKey(ref: FileRef): string {
  return `images/${fileBaseName(ref)}`;
}

/** A contact form attachment (store `originals`): never served, only attached to the shop's mail. */
export function formFileKey(submissionId: number, fileId: number, extension: string): string {
  return `forms/${submissionId}/${fileId}.${extension}`;
}

/** A scaled image (store `variants`). */
export function imageVariantKey(size: string, ref: FileRef): string {
  return `images/${size}/${fileBaseName(ref)}`;
}

/** The JPEG preview of an upload (store `variants`). */
export function previewKey(ref: Omit<FileRef, 'extension'>): string {
  return `previews/${ref.id}-${ref.version}.jpg`;
}

/** A self-hosted font's WOFF2 file (store `originals`). */
export function fontFileKey(ref: Omit<FileRef, 'extension'>): string {
  return `fonts/${ref.id}-${ref.version}.woff2`;
}
