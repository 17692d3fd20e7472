import {
  backofficeMediaMessages,
  requiredTextField,
  type TemplateDrawing,
  templateDrawingSchema,
} from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { requireAdmin, requireStaff } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { type Media, mediaFor } from '../../infrastructure/media/media.js';
import { RenderBusyError, RenderGate } from '../../infrastructure/media/render-gate.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import {
  renderTemplate,
  TemplateLayerError,
  TemplateTimeoutError,
  templateRenderTimeoutMs,
} from '../../infrastructure/media/template-render.js';
import { takeRateLimit } from '../../infrastructure/rate-limit/limiter.js';
import { tooManyRequests } from '../../infrastructure/rate-limit/refusal.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { createImage } from '../images/service.js';
import { templateSources } from './render-sources.js';

const t = backofficeMediaMessages.templates.render;

/** Renders of one staff user per minute (previews follow the editor's changes, debounced). */
export const templateRendersPerMinute = 60;

/** At most two renders at a time in this process; a third waits up to 5 s for a slot, then is refused (429). */
const sharedGate = new RenderGate(2, 5_000);

export interface RenderOptions {
  gate?: RenderGate;
  timeoutMs?: number;
}

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
export function imageTemplateRenderRoutes(
  deps: AppDeps,
  media: Media = mediaFor(deps.config),
  options: RenderOptions = {},
): Router {
  const router = new Router();
  const gate = options.gate ?? sharedGate;
  const timeoutMs = options.timeoutMs ?? templateRenderTimeoutMs;
  const sources = () => templateSources(deps.db, media.stores, deps.config.dataDir);

  /** One staff user's renders are counted per minute (in the database, so across API processes). */
  async function takeRender(ctx: Context, userId: number): Promise<void> {
    const result = await takeRateLimit(deps.db, {
      bucket: 'image-templates:render',
      key: String(userId),
      limit: templateRendersPerMinute,
      windowSeconds: 60,
      now: deps.now(),
    });
    if (!result.allowed) throw tooManyRequests(ctx, result, t.tooManyRequests, 'too_many_renders');
  }

  async function render(ctx: Context, drawing: TemplateDrawing): Promise<Buffer> {
    try {
      return await gate.run(() => renderTemplate(drawing, sources(), timeoutMs));
    } catch (error) {
      if (error instanceof RenderBusyError) {
        throw tooManyRequests(ctx, { allowed: false, retryAfterSeconds: 5 }, t.busy, 'renders_busy');
      }
      if (error instanceof TemplateTimeoutError) {
        throw new AppError('validation', t.timedOut, { field: 'layers', code: 'render_timeout' });
      }
      if (!(error instanceof TemplateLayerError)) throw error;
      const tooLarge = error.problem === 'too_large';
      throw new AppError(
        'validation',
        tooLarge ? (error.field === 'text' ? t.textTooLarge : t.tooManyPixels) : t.layerUnrenderable,
        {
          field: `layers.${error.layerIndex}.${error.field}`,
          code: tooLarge ? 'layer_too_large' : 'layer_unrenderable',
        },
      );
    }
  }

  function sendPng(ctx: Context, png: Buffer): void {
    ctx.set('Cache-Control', 'no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'image/png';
    ctx.body = png;
  }

  router.post('/image-templates/preview', async (ctx) => {
    const actor = requireStaff(ctx);
    const drawing = templateDrawingSchema.parse(ctx.request.body);
    await takeRender(ctx, actor.userId);
    sendPng(ctx, await render(ctx, drawing));
  });

  router.get('/image-templates/:id/image.png', async (ctx) => {
    const actor = requireStaff(ctx);
    const { drawing } = await storedDrawing(deps.db, parseId(ctx.params.id));
    await takeRender(ctx, actor.userId);
    sendPng(ctx, await render(ctx, drawing));
  });

  router.post('/image-templates/:id/images', async (ctx) => {
    const actor = requireAdmin(ctx);
    const { alt } = templateImageBodySchema.parse(ctx.request.body);
    const { name, drawing } = await storedDrawing(deps.db, parseId(ctx.params.id));
    await takeRender(ctx, actor.userId);
    const png = await render(ctx, drawing);
    const file = { bytes: png, name: `${name}.png`, field: 'data', extension: 'png' as const, mimeType: 'image/png' };
    sendData(ctx, await createImage(deps.db, media.stores, file, alt, actor), 201);
  });

  return router;
}
