/**
 * Widths in px of the image variants (spec §3 "Image sizes"). `product` and `category` are our choice: 640 px
 * fills a product card or category tile at 2x device pixel ratio. Images are never upscaled.
 */
export const imageSizes = {
  icon: 64,
  thumbnail: 128,
  tiny: 256,
  small: 640,
  medium: 1280,
  large: 1920,
  product: 640,
  category: 640,
} as const;

export type ImageSize = keyof typeof imageSizes;

export function isImageSize(value: string): value is ImageSize {
  return Object.hasOwn(imageSizes, value);
}

/** Width of the JPEG preview of an upload. */
export const previewWidth = 256;
