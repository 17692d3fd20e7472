import { Router } from '@koa/router';
import type { AppDeps } from '../../infrastructure/deps.js';
import { fileTypes, isFileExtension, isRaster } from '../../infrastructure/media/file-types.js';
import { imageSizes, isImageSize } from '../../infrastructure/media/image-sizes.js';
import { type Media, mediaFor } from '../../infrastructure/media/media.js';
import { imageFileKey, imageVariantKey } from '../../infrastructure/media/media-paths.js';
import { readOriginal } from '../../infrastructure/media/read-original.js';
import { resizeImage } from '../../infrastructure/media/resize.js';
import { parseFileName } from '../../infrastructure/media/route-params.js';
import { sendOpenedFile, sendStoredFile } from '../../infrastructure/media/send-file.js';
import { AppError } from '../../kernel/app-error.js';
import { findImageById } from './repository.js';

/**
 * Image files of table `images` (spec §3 "Image sizes"): /image/{size}/{id}-{version}.{extension} with the sizes of
 * `imageSizes` (`product` and `category` included). Raster images are scaled to the size's width (never up) and the
 * result is cached in the variants store; SVG is served as it is for every size. Unknown size, id, version or extension: 404.
 */
export function imageFileRoutes(deps: AppDeps, media: Media = mediaFor(deps.config)): Router {
  const router = new Router();

  router.get('/image/:size/:file', async (ctx) => {
    const size = ctx.params.size ?? '';
    const ref = parseFileName(ctx.params.file);
    if (!isImageSize(size) || ref === null) throw AppError.notFound();
    const row = await findImageById(deps.db, ref.id);
    if (!row || row.version !== ref.version || row.extension !== ref.extension || !isFileExtension(row.extension)) {
      throw AppError.notFound();
    }
    const extension = row.extension;
    const original = imageFileKey(row);
    if (!isRaster(extension)) {
      await sendStoredFile(ctx, media.stores.originals, original, {
        contentType: fileTypes[extension].mimeType,
        etag: `image-${row.id}-${row.version}`,
      });
      return;
    }
    const file = await media.cache.open(imageVariantKey(size, row), async () =>
      resizeImage(await readOriginal(media.stores.originals, original), imageSizes[size], extension),
    );
    sendOpenedFile(ctx, file, {
      contentType: fileTypes[extension].mimeType,
      etag: `image-${row.id}-${row.version}-${size}`,
    });
  });

  return router;
}
