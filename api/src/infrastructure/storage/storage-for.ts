import path from 'node:path';
import type { AppConfig } from '../../kernel/config.js';
import { DirectoryStorage } from './directory-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The two stores of the media: originals (uploads, images, form files) and rendered variants (safe to delete). */
export interface MediaStores {
  /** Directory: UPLOADS_DIR (DATA_DIR/uploads); S3: `{S3_PREFIX}uploads/`. */
  originals: Storage;
  /** Directory: DATA_DIR/cache; S3: `{S3_PREFIX}cache/`. */
  variants: Storage;
}

/** The stores the configuration asks for (STORAGE / S3_* variables, see config.ts). */
export function mediaStoresFor(config: Pick<AppConfig, 'dataDir' | 'uploadsDir' | 'storage'>): MediaStores {
  if (config.storage.kind === 's3') {
    return {
      originals: new S3Storage(config.storage, `${config.storage.prefix}uploads/`),
      variants: new S3Storage(config.storage, `${config.storage.prefix}cache/`),
    };
  }
  return {
    originals: new DirectoryStorage(config.uploadsDir),
    variants: new DirectoryStorage(path.join(config.dataDir, 'cache')),
  };
}
