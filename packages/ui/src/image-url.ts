import type { ImageRef } from '@bestell/domain';

/** Spec §3 Image sizes (width in px): icon 64, thumbnail 128, tiny 256, small 640, medium 1280, large 1920. */
export type ImageSize = 'icon' | 'thumbnail' | 'tiny' | 'small' | 'medium' | 'large' | 'product' | 'category';

/** /image/{size}/{id}-{version}.{extension} */
export function imageUrl(size: ImageSize, image: Pick<ImageRef, 'id' | 'version' | 'extension'>): string {
  return `/image/${size}/${image.id}-${image.version}.${image.extension}`;
}
