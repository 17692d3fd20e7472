import { Router } from '@koa/router';
import { acceptFile } from '../../media/accept-file.js';
import { fileExtensionsForUploads } from '../../media/file-types.js';
import { type Media, mediaFor } from '../../media/media.js';
import { readUploadRequest } from '../../media/read-upload-request.js';
import { parseId, parsePage } from '../../media/route-params.js';
import { uploadFailed } from '../../media/upload-error.js';
import type { AppDeps } from '../../server/deps.js';
import { sendData } from '../../server/envelope.js';
import { createUpload, deleteUpload, getUpload, listUploads } from './service.js';

/**
 * /api/uploads: create (JSON `{ data: <data URL>, name? }` or multipart field `file`), read, list, delete.
 * The response is the upload entity `{ id, version, extension, mimeType, publicHash }`.
 */
export function uploadRoutes(deps: AppDeps, media: Media = mediaFor(deps.config)): Router {
  const { db } = deps;
  const router = new Router();

  // TODO(auth): staff only. Creation is open until sessions and roles exist (the contact form's public upload
  // will need its own, rate-limited path).
  router.post('/uploads', async (ctx) => {
    const { file } = await readUploadRequest(ctx);
    if (file === null) throw uploadFailed(null, 'missing');
    const accepted = acceptFile(file, fileExtensionsForUploads);
    sendData(ctx, await createUpload(db, media.paths, accepted), 201);
  });

  // TODO(auth): staff only.
  router.get('/uploads', async (ctx) => {
    const { items, total } = await listUploads(db, parsePage(ctx.query));
    ctx.set('X-Total-Count', String(total));
    sendData(ctx, items);
  });

  // TODO(auth): staff only.
  router.get('/uploads/:id', async (ctx) => {
    sendData(ctx, await getUpload(db, parseId(ctx.params.id)));
  });

  // TODO(auth): staff only.
  router.delete('/uploads/:id', async (ctx) => {
    await deleteUpload(db, media.paths, parseId(ctx.params.id));
    ctx.status = 204;
  });

  return router;
}
