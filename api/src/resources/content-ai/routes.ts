import {
  aiUsageMonthOf,
  imageRequestSchema,
  productSuggestionRequestSchema,
  siteDraftRequestSchema,
  backofficeAiMessages as t,
} from '@bestell/domain';
import { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { openAiProvider } from '../../infrastructure/ai/openai-provider.js';
import type { AiProvider } from '../../infrastructure/ai/provider.js';
import { type AiSettings, aiSettingsOf } from '../../infrastructure/ai/settings.js';
import { requireAdmin, requireStaff } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { type Media, mediaFor } from '../../infrastructure/media/media.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { type AiCall, requestAbort, takeAiLimits } from './call.js';
import { generateImage } from './generate-image.js';
import { productSuggestionSchema, suggestProductTexts } from './generate-product.js';
import { generateSiteDraft } from './generate-site.js';
import { deleteDraft, draftsOfSite, siteDraftEntitySchema } from './site-drafts.js';
import { parseUsageQuery, usageAnswerSchema, usageOfMonth, usageQuerySchema } from './usage-list.js';

const statusSchema = z.object({
  text: z.boolean().meta({ description: 'Page drafts and product texts can be generated (base URL and model set).' }),
  image: z.boolean().meta({ description: 'Images can be generated (base URL and image model set).' }),
});

const imageAnswerSchema = z.object({
  image: z.object({ id: z.number().int(), version: z.number().int(), extension: z.string() }).loose(),
  altSuggestion: z.string(),
});

export interface ContentAiOptions {
  media?: Media;
  /** Replaces the OpenAI-compatible adapter (never needed by the tests, which run the real SDK on a local server). */
  provider?: (settings: AiSettings) => AiProvider;
}

/**
 * AI content generation (issue 30; spec §7 POST /content-ai/generate/site/{id} and /content-ai/generate/image), all
 * for admins, who alone write sites, products and images. Without a provider: 503 with the German message, and
 * GET /content-ai/status tells the back-office to hide its AI buttons.
 */
export function contentAiRoutes(deps: AppDeps, registry: RouteRegistry, options: ContentAiOptions = {}): Router {
  const router = new Router();
  const media = options.media ?? mediaFor(deps.config);
  const providerOf = options.provider ?? openAiProvider;

  /** The call of one request: limits taken, provider built, abort signal on timeout and client cancel. */
  async function withCall<T>(ctx: Context, need: 'text' | 'image', work: (call: AiCall) => Promise<T>): Promise<T> {
    const actor = requireAdmin(ctx);
    const settings = await aiSettingsOf(deps);
    if (!settings || (need === 'text' ? !settings.model : !settings.imageModel)) {
      throw new AppError('unavailable', need === 'text' ? t.notConfigured : t.imageNotConfigured, {
        code: 'ai_not_configured',
      });
    }
    await takeAiLimits(deps, ctx, actor.userId);
    const abort = requestAbort(ctx, settings.timeoutMs);
    try {
      return await work({ deps, actor, settings, provider: providerOf(settings), signal: abort.signal });
    } finally {
      abort.release();
    }
  }

  router.get('/content-ai/status', async (ctx) => {
    requireStaff(ctx);
    const settings = await aiSettingsOf(deps);
    sendData(ctx, { text: Boolean(settings?.model), image: Boolean(settings?.imageModel) });
  });

  router.post('/content-ai/generate/site/:id', async (ctx) => {
    requireAdmin(ctx);
    const siteId = parseId(ctx.params.id);
    const body = siteDraftRequestSchema.parse(ctx.request.body);
    sendData(ctx, await withCall(ctx, 'text', (call) => generateSiteDraft(call, siteId, body)), 201);
  });

  router.get('/content-ai/sites/:id/drafts', async (ctx) => {
    requireAdmin(ctx);
    sendData(ctx, await draftsOfSite(deps.db, parseId(ctx.params.id)));
  });

  router.delete('/content-ai/drafts/:id', async (ctx) => {
    const actor = requireAdmin(ctx);
    await deleteDraft(deps.db, parseId(ctx.params.id), actor, deps.now());
    ctx.status = 204;
  });

  router.post('/content-ai/generate/product', async (ctx) => {
    requireAdmin(ctx);
    const body = productSuggestionRequestSchema.parse(ctx.request.body);
    sendData(ctx, await withCall(ctx, 'text', (call) => suggestProductTexts(call, body)));
  });

  router.post('/content-ai/generate/image', async (ctx) => {
    requireAdmin(ctx);
    const body = imageRequestSchema.parse(ctx.request.body);
    sendData(ctx, await withCall(ctx, 'image', (call) => generateImage(call, media.stores, body)), 201);
  });

  router.get('/content-ai/usage', async (ctx) => {
    requireAdmin(ctx);
    const query = parseUsageQuery(ctx.query);
    const month = query.month ?? aiUsageMonthOf(deps.now());
    sendData(ctx, { month, rows: await usageOfMonth(deps.db, month) });
  });

  const tag = 'content-ai';
  registry.add({
    method: 'get',
    path: '/api/content-ai/status',
    summary: 'Whether AI text and image generation are set up (the back-office hides its AI buttons otherwise)',
    tag,
    access: 'staff',
    status: 200,
    answer: statusSchema,
  });
  registry.add({
    method: 'post',
    path: '/api/content-ai/generate/site/{id}',
    summary:
      'A draft of the site from a brief (structured output checked with the section schemas, retried once); stored as a draft beside the site, never published. 503 without a provider, 429 over the limits, 502/504 provider error/timeout.',
    tag,
    access: 'admin',
    body: siteDraftRequestSchema,
    status: 201,
    answer: siteDraftEntitySchema,
  });
  registry.add({
    method: 'get',
    path: '/api/content-ai/sites/{id}/drafts',
    summary: 'The newest AI drafts of a site (at most 10, newest first)',
    tag,
    access: 'admin',
    status: 200,
    answer: z.array(siteDraftEntitySchema),
  });
  registry.add({
    method: 'delete',
    path: '/api/content-ai/drafts/{id}',
    summary: 'Discard an AI draft (the site is not touched)',
    tag,
    access: 'admin',
    status: 204,
  });
  registry.add({
    method: 'post',
    path: '/api/content-ai/generate/product',
    summary: 'Description and allergen-text suggestions for a product as the form holds it (nothing is stored)',
    tag,
    access: 'admin',
    body: productSuggestionRequestSchema,
    status: 200,
    answer: productSuggestionSchema,
  });
  registry.add({
    method: 'post',
    path: '/api/content-ai/generate/image',
    summary:
      'An image from a prompt, stored in the media library (checked by content; the prompt as file description) with a suggested alt text',
    tag,
    access: 'admin',
    body: imageRequestSchema,
    status: 201,
    answer: imageAnswerSchema,
  });
  registry.add({
    method: 'get',
    path: '/api/content-ai/usage',
    summary: 'AI calls of a month per user, kind and model (tokens, duration, failures)',
    tag,
    access: 'admin',
    query: usageQuerySchema,
    status: 200,
    answer: usageAnswerSchema,
  });
  return router;
}
