import sharp from 'sharp';
import { isRaster } from './file-types.js';
import { previewWidth } from './image-sizes.js';

/** A JPEG thumbnail of a raster image: first frame, flattened on white, at most `previewWidth` wide. */
export async function rasterPreview(input: Buffer): Promise<Buffer> {
  return sharp(input)
    .autoOrient()
    .resize({ width: previewWidth, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A square JPEG showing a document icon with the file's extension, for files that have no picture of their own.
 * Rendered from our own SVG, never from the uploaded file (an uploaded SVG could reference local files).
 */
export async function placeholderPreview(extension: string): Promise<Buffer> {
  const label = escapeXml(extension.toUpperCase().slice(0, 5));
  const size = previewWidth;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 256 256">
  <rect width="256" height="256" fill="#f3f1ee"/>
  <path d="M72 32h80l40 40v152H72z" fill="#ffffff" stroke="#8a817c" stroke-width="6" stroke-linejoin="round"/>
  <path d="M152 32v40h40" fill="none" stroke="#8a817c" stroke-width="6" stroke-linejoin="round"/>
  <rect x="48" y="132" width="160" height="56" rx="8" fill="#5c4b40"/>
  <text x="128" y="172" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="bold"
    fill="#ffffff" text-anchor="middle">${label}</text>
</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
}

/** The preview of a stored file: a thumbnail for raster images, the extension placeholder for anything else. */
export async function renderPreview(input: Buffer, extension: string): Promise<Buffer> {
  if (!isRaster(extension)) return placeholderPreview(extension);
  try {
    return await rasterPreview(input);
  } catch {
    // A file with an image's magic bytes that sharp cannot decode still gets a preview.
    return placeholderPreview(extension);
  }
}
