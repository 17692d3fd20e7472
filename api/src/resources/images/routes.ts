import { Router } from '@koa/router';
import { actorOf, isStaff } from '../../infrastructure/auth/actor.js';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { acceptFile } from '../../infrastructure/media/accept-file.js';
import { imageExtensions } from '../../infrastructure/media/file-types.js';
import { type Media, mediaFor } from '../../infrastructure/media/media.js';
import { readUploadRequest } from '../../infrastructure/media/read-upload-request.js';
import { parseId, parsePage } from '../../infrastructure/media/route-params.js';
import { uploadFailed } from '../../infrastructure/media/upload-error.js';
import { sendData } from '../../kernel/envelope.js';
import { checkDescription, parseImageSearch, requireAlt } from './alt-text.js';
import { createImage, deleteImage, getImage, listImages, replaceImage } from './service.js';

/**
 * /api/images: create (JSON `{ data: <data URL>, name?, alt? }` or multipart `file` + `alt`), read, list,
 * replace (PUT: alt, description and/or a new file, which bumps the version) and delete. Only jpg, png, gif, webp
 * and svg. A new image needs its alt text (issue 24), and a changed alt text cannot be blank; `?search=` finds by alt
 * text. Staff also read and search the description (issue 30: a generated image's prompt); others get the §3 entity.
 */
export function imageRoutes(deps: AppDeps, media: Media = mediaFor(deps.config)): Router {
  const { db } = deps;
  const router = new Router();

  // Image entities are catalog content: everyone reads them, admins write them.
  router.post('/images', async (ctx) => {
    const actor = requireAdmin(ctx);
    const { file, alt, description } = await readUploadRequest(ctx);
    const text = requireAlt(alt);
    const about = description === null ? null : checkDescription(description) || null;
    if (file === null) throw uploadFailed(null, 'missing');
    sendData(ctx, await createImage(db, media.stores, acceptFile(file, imageExtensions), text, actor, about), 201);
  });

  router.get('/images', async (ctx) => {
    const page = { ...parsePage(ctx.query), search: parseImageSearch(ctx.query) };
    const { items, total } = await listImages(db, page, isStaff(actorOf(ctx)));
    ctx.set('X-Total-Count', String(total));
    sendData(ctx, items);
  });

  router.get('/images/:id', async (ctx) => {
    sendData(ctx, await getImage(db, parseId(ctx.params.id), isStaff(actorOf(ctx))));
  });

  router.put('/images/:id', async (ctx) => {
    const actor = requireAdmin(ctx);
    const id = parseId(ctx.params.id);
    const { file, alt, description } = await readUploadRequest(ctx, { fileRequired: false });
    if (alt !== null) requireAlt(alt);
    const about = description === null ? null : checkDescription(description);
    const accepted = file === null ? null : acceptFile(file, imageExtensions);
    const change = { file: accepted, alt, description: about };
    sendData(ctx, await replaceImage(db, media.stores, id, change, deps.now(), actor));
  });

  router.delete('/images/:id', async (ctx) => {
    const actor = requireAdmin(ctx);
    await deleteImage(db, media.stores, parseId(ctx.params.id), actor);
    ctx.status = 204;
  });

  return router;
}
