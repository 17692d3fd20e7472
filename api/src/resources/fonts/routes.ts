import { createHash } from 'node:crypto';
import { messages } from '@bestell/domain';
import { Router } from '@koa/router';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { acceptFont } from '../../infrastructure/media/font-file.js';
import { type Media, mediaFor } from '../../infrastructure/media/media.js';
import { fontFileKey } from '../../infrastructure/media/media-paths.js';
import { readUploadRequest } from '../../infrastructure/media/read-upload-request.js';
import { parseId, parsePage } from '../../infrastructure/media/route-params.js';
import { sendStoredFile } from '../../infrastructure/media/send-file.js';
import { uploadFailed } from '../../infrastructure/media/upload-error.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { createFont, deleteFont, familyEmbedCss, getFontRow, listFonts } from './service.js';

const fontFileName = /^([1-9]\d{0,9})-([1-9]\d{0,9})\.woff2$/;
const embedCssName = /^style-([a-z0-9]{1,20}(?:,[a-z0-9]{1,20}){0,17})\.embed\.css$/;

/**
 * Self-hosted fonts (spec §7): GET /api/fonts, upload (admin; WOFF2 checked by content) and delete, the files at
 * /api/fonts/files/{id}-{version}.woff2 and the @font-face CSS at
 * /api/fonts/google/{family}/style-{variant}.embed.css — the path a Google Fonts embed would use, served from the
 * fonts stored here only, so a visitor's browser never contacts a font provider.
 */
export function fontRoutes(deps: AppDeps, media: Media = mediaFor(deps.config)): Router {
  const { db } = deps;
  const router = new Router();

  router.get('/fonts', async (ctx) => {
    const { items, total } = await listFonts(db, parsePage(ctx.query));
    ctx.set('X-Total-Count', String(total));
    sendData(ctx, items);
  });

  router.post('/fonts', async (ctx) => {
    const actor = requireAdmin(ctx);
    const { file, alt } = await readUploadRequest(ctx);
    if (alt !== null) {
      throw new AppError('validation', messages.validation.unexpectedField, {
        field: 'alt',
        code: 'unrecognized_keys',
      });
    }
    if (file === null) throw uploadFailed(null, 'missing');
    sendData(ctx, await createFont(db, media.stores, await acceptFont(file), actor, deps.now()), 201);
  });

  router.delete('/fonts/:id', async (ctx) => {
    const actor = requireAdmin(ctx);
    await deleteFont(db, media.stores, parseId(ctx.params.id), actor);
    ctx.status = 204;
  });

  router.get('/fonts/files/:file', async (ctx) => {
    const match = fontFileName.exec(ctx.params.file ?? '');
    if (!match) throw AppError.notFound();
    const row = await getFontRow(db, parseId(match[1]));
    if (String(row.version) !== match[2]) throw AppError.notFound();
    await sendStoredFile(ctx, media.stores.originals, fontFileKey(row), {
      contentType: 'font/woff2',
      etag: row.sha256,
    });
  });

  router.get('/fonts/google/:family/:file', async (ctx) => {
    const match = embedCssName.exec(ctx.params.file ?? '');
    // Google's URLs write spaces as '+'.
    const family = (ctx.params.family ?? '').replaceAll('+', ' ');
    if (!match?.[1] || family === '' || family.length > 100) throw AppError.notFound();
    const css = await familyEmbedCss(db, media.stores, family, match[1].split(','));
    if (css === null) throw AppError.notFound();
    const etag = `"${createHash('sha256').update(css).digest('base64url').slice(0, 27)}"`;
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('ETag', etag);
    ctx.type = 'text/css; charset=utf-8';
    ctx.status = 200;
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = css;
  });

  return router;
}
