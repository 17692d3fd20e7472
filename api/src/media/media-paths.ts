import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where originals and rendered variants live. */
export interface MediaPaths {
  /** Originals: `files/` for uploads, `images/` for images (config `uploadsDir`, DATA_DIR/uploads by default). */
  uploadsDir: string;
  /** Rendered variants (DATA_DIR/cache): `images/{size}/…` and `previews/…`; safe to delete at any time. */
  cacheDir: string;
}

export interface FileRef {
  id: number;
  version: number;
  extension: string;
}

export function mediaPathsFromConfig(config: { dataDir: string; uploadsDir: string }): MediaPaths {
  return { uploadsDir: config.uploadsDir, cacheDir: path.join(config.dataDir, 'cache') };
}

export function fileBaseName(ref: FileRef): string {
  return `${ref.id}-${ref.version}.${ref.extension}`;
}

export function uploadFilePath(paths: MediaPaths, ref: FileRef): string {
  return path.join(paths.uploadsDir, 'files', fileBaseName(ref));
}

export function imageFilePath(paths: MediaPaths, ref: FileRef): string {
  return path.join(paths.uploadsDir, 'images', fileBaseName(ref));
}

export function imageCachePath(paths: MediaPaths, size: string, ref: FileRef): string {
  return path.join(paths.cacheDir, 'images', size, fileBaseName(ref));
}

export function previewCachePath(paths: MediaPaths, ref: FileRef): string {
  return path.join(paths.cacheDir, 'previews', `${ref.id}-${ref.version}.jpg`);
}

/** Writes through a temporary file and a rename, so a reader never sees half a file. */
export async function writeFileAtomic(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, file);
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
}
