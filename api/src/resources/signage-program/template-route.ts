import { templateDrawingSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import type { AppDeps } from '../../infrastructure/deps.js';
import { mediaFor } from '../../infrastructure/media/media.js';
import { RenderGate } from '../../infrastructure/media/render-gate.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { renderTemplate, templateRenderTimeoutMs } from '../../infrastructure/media/template-render.js';
import { AppError } from '../../kernel/app-error.js';
import { requireSignageDevice } from '../digital-signage-devices/self-auth.js';
import { templateSources } from '../image-templates/render-sources.js';

/** Renders kept per template version (a screen loop asks for the same few again and again). */
const keptRenders = 20;

/**
 * GET /api/digital-signage/self/image-templates/{id}/image.png: an image template rendered by the server for a
 * screen's template slide (device credential). One render per template version is kept in this process; the
 * version in the program's URL (`?v=`) lets the player's cache tell a changed template from the one it has.
 */
export function signageTemplateRoutes(deps: AppDeps): Router {
  const router = new Router();
  const gate = new RenderGate(1, 10_000);
  // Renders by template version; screens asking at once share one render.
  const kept = new Map<string, Promise<Buffer>>();

  router.get('/digital-signage/self/image-templates/:id/image.png', async (ctx) => {
    await requireSignageDevice(ctx, deps.db);
    const row = await deps.db
      .selectFrom('imageTemplates')
      .select(['id', 'version', 'width', 'height', 'background', 'layers'])
      .where('id', '=', parseId(ctx.params.id))
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    const key = `${row.id}-${row.version}`;
    let png = kept.get(key);
    if (!png) {
      const drawing = templateDrawingSchema.parse({
        width: row.width,
        height: row.height,
        background: row.background,
        layers: row.layers,
      });
      const media = mediaFor(deps.config);
      const rendering = gate.run(() =>
        renderTemplate(drawing, templateSources(deps.db, media.stores, deps.config.dataDir), templateRenderTimeoutMs),
      );
      if (kept.size >= keptRenders) kept.delete(kept.keys().next().value ?? '');
      kept.set(key, rendering);
      rendering.catch(() => {
        if (kept.get(key) === rendering) kept.delete(key);
      });
      png = rendering;
    }
    const body = await png;
    ctx.set('Cache-Control', 'private, max-age=86400');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'image/png';
    ctx.body = body;
  });

  return router;
}
