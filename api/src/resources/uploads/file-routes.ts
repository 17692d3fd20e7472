import { Router } from '@koa/router';
import type { Context } from 'koa';
import type { AppDeps } from '../../infrastructure/deps.js';
import { downloadName } from '../../infrastructure/media/download-name.js';
import { fileTypes, isFileExtension } from '../../infrastructure/media/file-types.js';
import { type Media, mediaFor } from '../../infrastructure/media/media.js';
import { fileBaseName, previewKey, uploadFileKey } from '../../infrastructure/media/media-paths.js';
import { renderPreview } from '../../infrastructure/media/preview.js';
import { readOriginal } from '../../infrastructure/media/read-original.js';
import { parseFileName, sameSecret } from '../../infrastructure/media/route-params.js';
import { sendOpenedFile, sendStoredFile } from '../../infrastructure/media/send-file.js';
import { AppError } from '../../kernel/app-error.js';
import { findUploadById } from './repository.js';

/**
 * Uploads may be private documents (job applications), so only browsers cache them, never shared caches.
 * The URL holds the version, so the content behind it never changes.
 */
const uploadCacheControl = 'private, max-age=31536000, immutable';

/**
 * Public file URLs of uploads (spec §3): /upload/{publicHash}/{id}-{version}.{extension} and the JPEG preview
 * /upload/{publicHash}/preview/{id}-{version}.jpg. A wrong hash, id, version or extension is a 404.
 */
export function uploadFileRoutes(deps: AppDeps, media: Media = mediaFor(deps.config)): Router {
  const router = new Router();

  async function findMatching(ctx: Context, previewOnly: boolean) {
    const ref = parseFileName(ctx.params.file);
    if (ref === null) throw AppError.notFound();
    const row = await findUploadById(deps.db, ref.id);
    const extensionMatches = previewOnly ? ref.extension === 'jpg' : row?.extension === ref.extension;
    if (
      !row ||
      row.version !== ref.version ||
      !extensionMatches ||
      !sameSecret(row.publicHash, ctx.params.hash ?? '')
    ) {
      throw AppError.notFound();
    }
    return row;
  }

  router.get('/upload/:hash/:file', async (ctx) => {
    const row = await findMatching(ctx, false);
    const inline = isFileExtension(row.extension) && fileTypes[row.extension].inline;
    await sendStoredFile(ctx, media.stores.originals, uploadFileKey(row), {
      contentType: row.mimeType,
      etag: row.sha256,
      cacheControl: uploadCacheControl,
      disposition: {
        type: inline ? 'inline' : 'attachment',
        fileName: downloadName(row.originalName, fileBaseName(row), row.extension),
      },
    });
  });

  router.get('/upload/:hash/preview/:file', async (ctx) => {
    const row = await findMatching(ctx, true);
    const file = await media.cache.open(previewKey(row), async () =>
      renderPreview(await readOriginal(media.stores.originals, uploadFileKey(row)), row.extension),
    );
    sendOpenedFile(ctx, file, {
      contentType: 'image/jpeg',
      etag: `preview-${row.id}-${row.version}-${row.sha256.slice(0, 16)}`,
      cacheControl: uploadCacheControl,
    });
  });

  return router;
}
