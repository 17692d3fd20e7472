import type { FontStyle, ImageLayer, TemplateDrawing, TextLayer } from '@bestell/domain';
import sharp, { type OverlayOptions } from 'sharp';

/** What the renderer asks for: a local font file for a family's variant, and an image's original bytes. */
export interface TemplateSources {
  /** The uploaded font that fits best (null: not uploaded here, the default font is used). */
  font(family: string, weight: number, style: FontStyle): Promise<{ family: string; file: string } | null>;
  /** The original of an image of the media library (null: gone). */
  image(ref: ImageLayer['image']): Promise<Buffer | null>;
}

export class TemplateLayerError extends Error {
  constructor(
    readonly layerIndex: number,
    readonly field: string,
  ) {
    super(`layer ${layerIndex}: ${field}`);
  }
}

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

async function textImage(layer: TextLayer, sources: TemplateSources): Promise<Placed | null> {
  const font = layer.fontFamily ? await sources.font(layer.fontFamily, layer.fontWeight, layer.fontStyle) : null;
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${layer.color}">${escapeMarkup(layer.text)}</span>`,
      font: pangoFont(font?.family ?? defaultFamily, layer.fontWeight, layer.fontStyle, layer.fontSize),
      ...(font ? { fontfile: font.file } : {}),
      ...(layer.width === null ? {} : { width: layer.width, align: layer.align === 'center' ? 'centre' : layer.align }),
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  let left = layer.x;
  if (layer.width !== null && layer.align === 'center') left += Math.round((layer.width - info.width) / 2);
  if (layer.width !== null && layer.align === 'right') left += layer.width - info.width;
  return { input: data, left, top: layer.y, width: info.width, height: info.height };
}

async function pictureImage(layer: ImageLayer, index: number, sources: TemplateSources): Promise<Placed> {
  if (layer.image.extension === 'svg') throw new TemplateLayerError(index, 'image');
  const original = await sources.image(layer.image);
  if (original === null) throw new TemplateLayerError(index, 'image');
  try {
    const input = await sharp(original, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(layer.width, layer.height, { fit: layer.fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return { input, left: layer.x, top: layer.y, width: layer.width, height: layer.height };
  } catch {
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
export async function renderTemplate(drawing: TemplateDrawing, sources: TemplateSources): Promise<Buffer> {
  const overlays: OverlayOptions[] = [];
  for (const [index, layer] of drawing.layers.entries()) {
    const placed = layer.type === 'text' ? await textImage(layer, sources) : await pictureImage(layer, index, sources);
    const overlay = placed && (await clipped(placed, drawing.width, drawing.height));
    if (overlay) overlays.push(overlay);
  }
  return sharp({
    create: { width: drawing.width, height: drawing.height, channels: 4, background: drawing.background },
  })
    .composite(overlays)
    .png()
    .toBuffer();
}
