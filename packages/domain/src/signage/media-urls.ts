import type { ImageRef } from '../entities/common.js';

/** An image of the media library at the 1920 px size (spec §3 image sizes): /image/large/{id}-{version}.{ext}. */
export function signageImageUrl(image: Pick<ImageRef, 'id' | 'version' | 'extension'>): string {
  return `/image/large/${image.id}-${image.version}.${image.extension}`;
}

/** An upload's public file URL (spec §3): /upload/{publicHash}/{id}-{version}.{extension}. */
export function signageUploadUrl(upload: {
  id: number;
  version: number;
  extension: string;
  publicHash: string;
}): string {
  return `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
}

/** The rendered image template a screen loads with its device key (GET, X-Device-Key; cached by template version). */
export function signageTemplateUrl(template: { id: number; version: number }): string {
  return `/api/digital-signage/self/image-templates/${template.id}/image.png?v=${template.version}`;
}
