import { messages, requiredTextField, type TemplateDrawing, templateDrawingSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { requireAdmin, requireStaff } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { type Media, mediaFor } from '../../infrastructure/media/media.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { renderTemplate, TemplateLayerError } from '../../infrastructure/media/template-render.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { createImage } from '../images/service.js';
import { templateSources } from './render-sources.js';

/** Body of POST /api/image-templates/{id}/images: the new image's alt text (required for new images). */
export const templateImageBodySchema = z.strictObject({ alt: requiredTextField(500) });

async function storedDrawing(db: Db, id: number): Promise<{ name: string; drawing: TemplateDrawing }> {
  const row = await db
    .selectFrom('imageTemplates')
    .select(['name', 'width', 'height', 'background', 'layers'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw AppError.notFound();
  const drawing = templateDrawingSchema.parse({
    width: row.width,
    height: row.height,
    background: row.background,
    layers: row.layers,
  });
  return { name: row.name, drawing };
}

/**
 * Image templates rendered on the server (sharp): POST /api/image-templates/preview (the editor's unsaved state),
 * GET /api/image-templates/{id}/image.png (the saved template, always rendered fresh) and
 * POST /api/image-templates/{id}/images, which stores the rendering as an image of the media library (for social
 * posts and signage: /image/{size}/{id}-{version}.png like every image).
 */
export function imageTemplateRenderRoutes(deps: AppDeps, media: Media = mediaFor(deps.config)): Router {
  const router = new Router();
  const sources = () => templateSources(deps.db, media.stores, deps.config.dataDir);

  async function render(drawing: TemplateDrawing): Promise<Buffer> {
    try {
      return await renderTemplate(drawing, sources());
    } catch (error) {
      if (!(error instanceof TemplateLayerError)) throw error;
      throw new AppError('validation', messages.validation.invalidValue, {
        field: `layers.${error.layerIndex}.${error.field}`,
        code: 'layer_unrenderable',
      });
    }
  }

  function sendPng(ctx: Parameters<Parameters<Router['get']>[1]>[0], png: Buffer): void {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'image/png';
    ctx.body = png;
  }

  router.post('/image-templates/preview', async (ctx) => {
    requireStaff(ctx);
    sendPng(ctx, await render(templateDrawingSchema.parse(ctx.request.body)));
  });

  router.get('/image-templates/:id/image.png', async (ctx) => {
    requireStaff(ctx);
    const { drawing } = await storedDrawing(deps.db, parseId(ctx.params.id));
    sendPng(ctx, await render(drawing));
  });

  router.post('/image-templates/:id/images', async (ctx) => {
    const actor = requireAdmin(ctx);
    const { alt } = templateImageBodySchema.parse(ctx.request.body);
    const { name, drawing } = await storedDrawing(deps.db, parseId(ctx.params.id));
    const png = await render(drawing);
    const file = { bytes: png, name: `${name}.png`, field: 'data', extension: 'png' as const, mimeType: 'image/png' };
    sendData(ctx, await createImage(deps.db, media.stores, file, alt, actor), 201);
  });

  return router;
}
