import {
  type FontStyle,
  type ImageLayer,
  type TemplateDrawing,
  type TextLayer,
  templatePixelBudget,
} from '@bestell/domain';
import sharp, { type OverlayOptions } from 'sharp';

/** What the renderer asks for: a local font file for a family's variant, and an image's original bytes. */
export interface TemplateSources {
  /** The uploaded font that fits best (null: not uploaded here, the default font is used). */
  font(family: string, weight: number, style: FontStyle): Promise<{ family: string; file: string } | null>;
  /** The original of an image of the media library (null: gone). */
  image(ref: ImageLayer['image']): Promise<Buffer | null>;
}

/** Why a layer could not be drawn: 'unrenderable' (a missing or broken image) or 'too_large' (text or pixels). */
export type LayerProblem = 'unrenderable' | 'too_large';

export class TemplateLayerError extends Error {
  constructor(
    readonly layerIndex: number,
    readonly field: string,
    readonly problem: LayerProblem = 'unrenderable',
  ) {
    super(`layer ${layerIndex}: ${field} (${problem})`);
  }
}

/** The render took longer than its time limit. */
export class TemplateTimeoutError extends Error {
  constructor() {
    super('template render timed out');
  }
}

/** The clock of one render: sharp stops a pipeline after the seconds left, and no layer starts after the deadline. */
class Deadline {
  private readonly end: number;
  constructor(timeoutMs: number) {
    this.end = Date.now() + timeoutMs;
  }
  /** Whole seconds left for the next sharp pipeline (at least 1); throws when the time is up. */
  seconds(): number {
    const left = this.end - Date.now();
    if (left <= 0) throw new TemplateTimeoutError();
    return Math.max(1, Math.ceil(left / 1000));
  }
}

/** sharp's refusal when a pipeline exceeds its timeout. */
function isTimeout(error: unknown): boolean {
  return error instanceof Error && /timeout/i.test(error.message);
}

/** Default time limit of one render. */
export const templateRenderTimeoutMs = 20_000;

/** The default face when a layer names no uploaded font (fontconfig's sans-serif). */
const defaultFamily = 'sans-serif';

const weightWords: Record<number, string> = {
  100: 'Thin',
  200: 'Ultra-Light',
  300: 'Light',
  400: '',
  500: 'Medium',
  600: 'Semi-Bold',
  700: 'Bold',
  800: 'Ultra-Bold',
  900: 'Heavy',
};

/** A Pango font description: the family list ends with a comma, so a family like "Roboto Condensed" stays whole. */
export function pangoFont(family: string, weight: number, style: FontStyle, size: number): string {
  const options = [style === 'italic' ? 'Italic' : '', weightWords[weight] ?? ''].filter(Boolean).join(' ');
  return `${family}, ${options ? `${options} ` : ''}${size}`;
}

function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface Placed {
  input: Buffer;
  left: number;
  top: number;
  width: number;
  height: number;
}

async function textImage(
  layer: TextLayer,
  index: number,
  sources: TemplateSources,
  deadline: Deadline,
): Promise<Placed | null> {
  const font = layer.fontFamily ? await sources.font(layer.fontFamily, layer.fontWeight, layer.fontStyle) : null;
  const rendered = await sharp({
    text: {
      text: `<span foreground="${layer.color}">${escapeMarkup(layer.text)}</span>`,
      font: pangoFont(font?.family ?? defaultFamily, layer.fontWeight, layer.fontStyle, layer.fontSize),
      ...(font ? { fontfile: font.file } : {}),
      ...(layer.width === null ? {} : { width: layer.width, align: layer.align === 'center' ? 'centre' : layer.align }),
      rgba: true,
      dpi: 72,
    },
  })
    .timeout({ seconds: deadline.seconds() })
    .png()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      if (isTimeout(error)) throw new TemplateTimeoutError();
      // Cairo refuses a surface beyond its limits ("invalid value (typically too big)"): the text is too large.
      throw new TemplateLayerError(index, 'text', 'too_large');
    });
  const { data, info } = rendered;
  let left = layer.x;
  if (layer.width !== null && layer.align === 'center') left += Math.round((layer.width - info.width) / 2);
  if (layer.width !== null && layer.align === 'right') left += layer.width - info.width;
  return { input: data, left, top: layer.y, width: info.width, height: info.height };
}

async function pictureImage(
  layer: ImageLayer,
  index: number,
  sources: TemplateSources,
  deadline: Deadline,
): Promise<Placed> {
  if (layer.image.extension === 'svg') throw new TemplateLayerError(index, 'image');
  const original = await sources.image(layer.image);
  if (original === null) throw new TemplateLayerError(index, 'image');
  try {
    const input = await sharp(original, { limitInputPixels: 50_000_000 })
      .timeout({ seconds: deadline.seconds() })
      .rotate()
      .resize(layer.width, layer.height, { fit: layer.fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return { input, left: layer.x, top: layer.y, width: layer.width, height: layer.height };
  } catch (error) {
    if (error instanceof TemplateTimeoutError || isTimeout(error)) throw new TemplateTimeoutError();
    throw new TemplateLayerError(index, 'image');
  }
}

/** The part of a placed layer inside the canvas (sharp composites only overlays that lie within the image). */
async function clipped(placed: Placed, width: number, height: number): Promise<OverlayOptions | null> {
  const left = Math.max(0, placed.left);
  const top = Math.max(0, placed.top);
  const right = Math.min(width, placed.left + placed.width);
  const bottom = Math.min(height, placed.top + placed.height);
  if (right <= left || bottom <= top) return null;
  const whole = left === placed.left && top === placed.top && right - left === placed.width;
  if (whole && bottom - top === placed.height) return { input: placed.input, left, top };
  const input = await sharp(placed.input)
    .extract({ left: left - placed.left, top: top - placed.top, width: right - left, height: bottom - top })
    .png()
    .toBuffer();
  return { input, left, top };
}

/**
 * Renders an image template to PNG: its background colour, then every layer from the first (bottom) to the last
 * (top). Text is set by Pango in the uploaded font (its TrueType copy registered with fontconfig for the render),
 * images are fitted into their box; what lies outside the canvas is cut off.
 */
export async function renderTemplate(
  drawing: TemplateDrawing,
  sources: TemplateSources,
  timeoutMs = templateRenderTimeoutMs,
): Promise<Buffer> {
  const deadline = new Deadline(timeoutMs);
  const budget = templatePixelBudget(drawing.width, drawing.height);
  let pixels = 0;
  const overlays: OverlayOptions[] = [];
  for (const [index, layer] of drawing.layers.entries()) {
    const placed =
      layer.type === 'text'
        ? await textImage(layer, index, sources, deadline)
        : await pictureImage(layer, index, sources, deadline);
    if (placed) {
      // Text is measured only once set: the rendered layers together stay within the pixel budget.
      pixels += placed.width * placed.height;
      if (pixels > budget) throw new TemplateLayerError(index, layer.type, 'too_large');
    }
    const overlay = placed && (await clipped(placed, drawing.width, drawing.height));
    if (overlay) overlays.push(overlay);
  }
  try {
    return await sharp({
      create: { width: drawing.width, height: drawing.height, channels: 4, background: drawing.background },
    })
      .timeout({ seconds: deadline.seconds() })
      .composite(overlays)
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof TemplateTimeoutError || isTimeout(error)) throw new TemplateTimeoutError();
    throw error;
  }
}
