import type { AppConfig } from '../../kernel/config.js';
import { type MediaStores, mediaStoresFor } from '../storage/storage-for.js';
import { RenderCache } from './render-cache.js';

/** What the upload and image routes share: where files live and the render cache of variants. */
export interface Media {
  stores: MediaStores;
  cache: RenderCache;
}

const byLocation = new Map<string, Media>();

/** One Media per storage location and process, so every router shares one promise map. */
export function mediaFor(config: Pick<AppConfig, 'dataDir' | 'uploadsDir' | 'storage'>): Media {
  const key = JSON.stringify(
    config.storage.kind === 's3'
      ? [config.storage.endpoint, config.storage.bucket, config.storage.prefix]
      : [config.uploadsDir, config.dataDir],
  );
  let media = byLocation.get(key);
  if (!media) {
    const stores = mediaStoresFor(config);
    media = { stores, cache: new RenderCache(stores.variants) };
    byLocation.set(key, media);
  }
  return media;
}
