/**
 * Bodies of the AI content routes (issue 30): a page draft (brief and tone), a product text suggestion (from what the
 * product form holds) and an image (prompt and one of the §3 image sizes).
 */
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { choiceField, optionalTextField, requiredTextField, strictObjectError } from '../validation/fields.js';

export const aiTones = ['sachlich', 'herzlich', 'kurz'] as const;
export type AiTone = (typeof aiTones)[number];

/** POST /api/content-ai/generate/site/{id}: a short brief of what the page should say. */
export const siteDraftRequestSchema = z.strictObject(
  { brief: requiredTextField(2000), tone: choiceField(aiTones).default('sachlich') },
  strictObjectError,
);
export type SiteDraftRequest = z.output<typeof siteDraftRequestSchema>;

/** POST /api/content-ai/generate/product: the product as the form holds it (saved or not). */
export const productSuggestionRequestSchema = z.strictObject(
  {
    name: requiredTextField(255),
    category: optionalTextField(255),
    parts: z
      .array(requiredTextField(255), { error: m.invalidValue })
      .max(50, { error: m.tooMany({ limit: 50 }) })
      .default([]),
    ingredients: optionalTextField(2000),
  },
  strictObjectError,
);
export type ProductSuggestionRequest = z.output<typeof productSuggestionRequestSchema>;

/** The field limits of a suggestion (the product form's description is kept short; allergens as productInputSchema). */
export const productSuggestionLimits = { description: 1000, allergens: 1000 } as const;

/**
 * The §3 image sizes a generated image may have, each with the provider size asked for (OpenAI-compatible image APIs
 * know a few fixed sizes; the shop resizes to every §3 width anyway).
 */
export const aiImageSizes = {
  tiny: '256x256',
  small: '512x512',
  medium: '1024x1024',
  large: '1792x1024',
} as const;
export type AiImageSize = keyof typeof aiImageSizes;
const aiImageSizeNames = Object.keys(aiImageSizes) as [AiImageSize, ...AiImageSize[]];

/** POST /api/content-ai/generate/image. */
export const imageRequestSchema = z.strictObject(
  { prompt: requiredTextField(1000), size: choiceField(aiImageSizeNames).default('medium') },
  strictObjectError,
);
export type ImageRequest = z.output<typeof imageRequestSchema>;
