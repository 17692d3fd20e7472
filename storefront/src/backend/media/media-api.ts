import type { ImageRef } from '@bestell/domain';

/** An image of the media library as the API answers staff (spec §3: id, version, extension, alt; and its description). */
export type LibraryImage = ImageRef & { alt: string; description: string | null };

/** An uploaded file (spec §3 Upload/File). */
export interface UploadedFile {
  id: number;
  version: number;
  extension: string;
  mimeType: string;
  publicHash: string;
}

/** A self-hosted font (GET /api/fonts). */
export interface HostedFont {
  id: number;
  version: number;
  family: string;
  variant: string;
  weight: number;
  style: 'normal' | 'italic';
  url: string;
  embedCssUrl: string;
}

export const imagesKey = ['staff', '/images', 'list'] as const;
export const uploadsKey = ['staff', '/uploads', 'list'] as const;
export const fontsKey = ['staff', '/fonts', 'list'] as const;
export const templatesKey = ['staff', '/image-templates', 'list'] as const;

export function imageUrl(image: Pick<ImageRef, 'id' | 'version' | 'extension'>, size = 'thumbnail'): string {
  return `/image/${size}/${image.id}-${image.version}.${image.extension}`;
}

export function uploadUrl(upload: UploadedFile): string {
  return `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
}

export function uploadPreviewUrl(upload: UploadedFile): string {
  return `/upload/${upload.publicHash}/preview/${upload.id}-${upload.version}.jpg`;
}

/** The file as a data URL (the JSON create body of /api/images and /api/fonts, spec §7 "Upload create"). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
