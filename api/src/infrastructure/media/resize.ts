import sharp from 'sharp';
import type { FileExtension } from './file-types.js';

/**
 * Scales a raster image to `width` px (never up), in its own format; EXIF orientation is applied and metadata
 * dropped. Animated GIF and WebP keep their frames.
 */
export async function resizeImage(input: Buffer, width: number, extension: FileExtension): Promise<Buffer> {
  const animated = extension === 'gif' || extension === 'webp';
  const pipeline = sharp(input, { animated }).autoOrient().resize({ width, withoutEnlargement: true });
  switch (extension) {
    case 'jpg':
      return pipeline.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 9 }).toBuffer();
    case 'gif':
      return pipeline.gif().toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 80 }).toBuffer();
    default:
      throw new Error(`resizeImage: ${extension} is not a raster image`);
  }
}

/**
 * Width and height of a raster image (after EXIF orientation), or null when sharp cannot decode all of it
 * (a readable header is not enough: the pixels are decoded once, into an 8 px thumbnail).
 */
export async function imageDimensions(input: Buffer): Promise<{ width: number; height: number } | null> {
  try {
    const { autoOrient } = await sharp(input).metadata();
    await sharp(input, { failOn: 'error' }).resize({ width: 8 }).raw().toBuffer();
    return { width: autoOrient.width, height: autoOrient.height };
  } catch {
    return null;
  }
}
