import { Router } from '@koa/router';
import { actorOf } from '../../infrastructure/auth/actor.js';
import { requireStaff } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { acceptFile } from '../../infrastructure/media/accept-file.js';
import { fileExtensionsForUploads } from '../../infrastructure/media/file-types.js';
import { type Media, mediaFor } from '../../infrastructure/media/media.js';
import { readUploadRequest } from '../../infrastructure/media/read-upload-request.js';
import { parseId, parsePage } from '../../infrastructure/media/route-params.js';
import { uploadFailed } from '../../infrastructure/media/upload-error.js';
import {
  checkVisitorUploadSize,
  checkVisitorUploadStart,
  uploadClientKey,
} from '../../infrastructure/media/upload-limits.js';
import { sendData } from '../../kernel/envelope.js';
import { createUpload, deleteUpload, getUpload, listUploads } from './service.js';

/**
 * /api/uploads: create (JSON `{ data: <data URL>, name? }` or multipart field `file`), read, list, delete.
 * The response is the upload entity `{ id, version, extension, mimeType, publicHash }`.
 */
export function uploadRoutes(deps: AppDeps, media: Media = mediaFor(deps.config)): Router {
  const { db } = deps;
  const router = new Router();

  // Open to visitors: the configurator's file parts and the contact form upload before an order or message exists.
  // Visitors are limited (rate, quota per client, overall cap: upload-limits.ts); staff uploads are not.
  router.post('/uploads', async (ctx) => {
    const actor = actorOf(ctx);
    const visitor = actor.kind !== 'staff';
    const limits = deps.config.uploadLimits;
    if (visitor) await checkVisitorUploadStart(db, ctx, limits, deps.now());
    const { file } = await readUploadRequest(ctx);
    if (file === null) throw uploadFailed(null, 'missing');
    const accepted = acceptFile(file, fileExtensionsForUploads);
    if (visitor) await checkVisitorUploadSize(db, ctx, limits, deps.now(), accepted.bytes.length);
    const origin = visitor
      ? { clientKey: uploadClientKey(ctx.ip), now: deps.now() }
      : { clientKey: null, now: deps.now(), staff: actor };
    sendData(ctx, await createUpload(db, media, accepted, origin), 201);
  });

  router.get('/uploads', async (ctx) => {
    requireStaff(ctx);
    const { items, total } = await listUploads(db, parsePage(ctx.query));
    ctx.set('X-Total-Count', String(total));
    sendData(ctx, items);
  });

  router.get('/uploads/:id', async (ctx) => {
    requireStaff(ctx);
    sendData(ctx, await getUpload(db, parseId(ctx.params.id)));
  });

  router.delete('/uploads/:id', async (ctx) => {
    const staff = requireStaff(ctx);
    await deleteUpload(db, media, parseId(ctx.params.id), staff, deps.now());
    ctx.status = 204;
  });

  return router;
}
