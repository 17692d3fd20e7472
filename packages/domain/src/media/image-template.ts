import { z } from 'zod';
import { backofficeMediaMessages } from '../messages/backoffice-media.js';
import { validationMessages as m } from '../messages/validation.js';
import { choiceField, requiredTextField, strictObjectError } from '../validation/fields.js';
import { imageRefSchema } from '../validation/resources/common.js';

/** Largest side of a template in pixels (a 4K signage screen, portrait or landscape). */
export const maxTemplateSide = 4096;
/** Most layers of one template. */
export const maxTemplateLayers = 20;
/** Largest font size of a text layer in px. */
export const maxTemplateFontSize = 400;
/** Longest text of a text layer (characters). */
export const maxTemplateText = 300;
/** The image layers' boxes together cover at most this many times the canvas (each layer is decoded and resized). */
export const templatePixelBudgetFactor = 4;

const t = backofficeMediaMessages.templates.render;

const integerIn = (min: number, max: number) =>
  z
    .number({ error: m.invalidValue })
    .int({ error: m.notInteger })
    .min(min, { error: m.notInRange({ min, max }) })
    .max(max, { error: m.notInRange({ min, max }) });

/** A colour as `#rrggbb` (stored lower-case). */
export const hexColorField = () =>
  z
    .string({ error: m.invalidValue })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: m.invalidValue })
    .transform((value) => value.toLowerCase());

const position = () => integerIn(-maxTemplateSide, maxTemplateSide);
const side = () => integerIn(1, maxTemplateSide);

export const fontStyles = ['normal', 'italic'] as const;
export type FontStyle = (typeof fontStyles)[number];
export const textAligns = ['left', 'center', 'right'] as const;
export const imageFits = ['cover', 'contain', 'fill'] as const;

/**
 * A text layer: the text set in a font family (a self-hosted font uploaded under /api/fonts, or '' for the
 * default), weight, style, size in px and colour, its top-left corner at x/y; with a width it wraps and aligns there.
 */
export const textLayerSchema = z.strictObject(
  {
    type: z.literal('text', { error: m.invalidChoice }),
    text: requiredTextField(maxTemplateText),
    // '' or null: the default face.
    fontFamily: z
      .string({ error: m.invalidValue })
      .trim()
      .max(100, { error: m.tooLong({ limit: 100 }) })
      .nullish(),
    fontWeight: integerIn(100, 900)
      .refine((weight) => weight % 100 === 0, { error: m.invalidValue })
      .default(400),
    fontStyle: choiceField(fontStyles).default('normal'),
    fontSize: integerIn(4, maxTemplateFontSize).default(48),
    color: hexColorField().default('#000000'),
    x: position().default(0),
    y: position().default(0),
    width: side()
      .nullish()
      .transform((value) => value ?? null),
    align: choiceField(textAligns).default('left'),
  },
  strictObjectError,
);

/** An image layer: an image of the media library placed in a box at x/y, fitted by `fit`. */
export const imageLayerSchema = z.strictObject(
  {
    type: z.literal('image', { error: m.invalidChoice }),
    image: imageRefSchema,
    x: position().default(0),
    y: position().default(0),
    width: side(),
    height: side(),
    fit: choiceField(imageFits).default('cover'),
  },
  strictObjectError,
);

export const templateLayerSchema = z.discriminatedUnion('type', [textLayerSchema, imageLayerSchema], {
  error: m.invalidChoice,
});
export type TextLayer = z.output<typeof textLayerSchema>;
export type ImageLayer = z.output<typeof imageLayerSchema>;
export type TemplateLayer = z.output<typeof templateLayerSchema>;

export const templateLayersField = () =>
  z
    .array(templateLayerSchema, { error: m.invalidValue })
    .max(maxTemplateLayers, { error: t.tooManyLayers(maxTemplateLayers) })
    .default([]);

/** The pixels a render may decode and composite: `templatePixelBudgetFactor` times the canvas. */
export function templatePixelBudget(width: number, height: number): number {
  return templatePixelBudgetFactor * width * height;
}

/** The area of the image layers' boxes together (what the renderer resizes images to). */
export function imagePixels(layers: readonly TemplateLayer[]): number {
  return layers.reduce((sum, layer) => sum + (layer.type === 'image' ? layer.width * layer.height : 0), 0);
}

/** What the renderer needs of a template: its size, background colour and layers (bottom first). */
export const templateDrawingSchema = z
  .strictObject(
    {
      width: side(),
      height: side(),
      background: hexColorField().default('#ffffff'),
      layers: templateLayersField(),
    },
    strictObjectError,
  )
  .superRefine((drawing, ctx) => {
    if (imagePixels(drawing.layers) > templatePixelBudget(drawing.width, drawing.height)) {
      ctx.addIssue({ code: 'custom', path: ['layers'], message: t.tooManyPixels });
    }
  });
export type TemplateDrawing = z.output<typeof templateDrawingSchema>;
