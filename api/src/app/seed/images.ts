import sharp from 'sharp';
import { imageFileKey } from '../../infrastructure/media/media-paths.js';
import { DirectoryStorage } from '../../infrastructure/storage/directory-storage.js';
import type { Storage } from '../../infrastructure/storage/storage.js';

export interface DemoImage {
  id: number;
  label: string;
  color: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An 800x600 JPEG: a coloured background with the initial and the name. */
async function renderImage(image: DemoImage): Promise<Buffer> {
  const initial = escapeXml(image.label.charAt(0).toUpperCase());
  const label = escapeXml(image.label);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
    <rect width="800" height="600" fill="${image.color}"/>
    <circle cx="400" cy="260" r="170" fill="#ffffff" fill-opacity="0.18"/>
    <text x="400" y="330" font-family="sans-serif" font-size="200" font-weight="bold" fill="#ffffff" text-anchor="middle">${initial}</text>
    <text x="400" y="540" font-family="sans-serif" font-size="44" fill="#ffffff" text-anchor="middle">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

/** Writes each image to `images/{id}-1.jpg` of the originals store (a folder or a Storage) unless it is there. */
export async function writeDemoImages(target: string | Storage, images: DemoImage[]): Promise<void> {
  const store = typeof target === 'string' ? new DirectoryStorage(target) : target;
  for (const image of images) {
    const key = imageFileKey({ id: image.id, version: 1, extension: 'jpg' });
    if (!(await store.exists(key))) await store.write(key, await renderImage(image), 'image/jpeg');
  }
}
