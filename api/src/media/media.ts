import type { AppConfig } from '../config.js';
import { type MediaPaths, mediaPathsFromConfig } from './media-paths.js';
import { RenderCache } from './render-cache.js';

/** What the upload and image routes share: where files live and the render cache of variants. */
export interface Media {
  paths: MediaPaths;
  cache: RenderCache;
}

const byUploadsDir = new Map<string, Media>();

/** One Media per uploads folder and process, so every router shares one promise map. */
export function mediaFor(config: Pick<AppConfig, 'dataDir' | 'uploadsDir'>): Media {
  const paths = mediaPathsFromConfig(config);
  const key = `${paths.uploadsDir}\n${paths.cacheDir}`;
  let media = byUploadsDir.get(key);
  if (!media) {
    media = { paths, cache: new RenderCache() };
    byUploadsDir.set(key, media);
  }
  return media;
}
