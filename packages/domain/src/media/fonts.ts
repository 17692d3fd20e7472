import type { FontStyle } from './image-template.js';

/**
 * A font variant named as Google Fonts names them (and so the embed CSS route `style-{variant}.embed.css`):
 * `regular`, `italic`, `700`, `700italic`. Weight 400 is "regular"; other weights are their number.
 */
export function fontVariantOf(weight: number, style: FontStyle): string {
  if (weight === 400) return style === 'italic' ? 'italic' : 'regular';
  return style === 'italic' ? `${weight}italic` : String(weight);
}

/** The weight and style of a variant name, or null when it is none (`bold`, `450`, `700oblique`). */
export function parseFontVariant(variant: string): { weight: number; style: FontStyle } | null {
  if (variant === 'regular') return { weight: 400, style: 'normal' };
  if (variant === 'italic') return { weight: 400, style: 'italic' };
  const match = /^([1-9]00)(italic)?$/.exec(variant);
  if (!match) return null;
  return { weight: Number(match[1]), style: match[2] ? 'italic' : 'normal' };
}

/** A family name as it may stand in CSS and in a URL: letters, digits, spaces, hyphens, underscores, at most 100. */
export const fontFamilyPattern = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,99}$/u;

/** The family as a quoted CSS string (the pattern allows no quote or backslash). */
export function cssFontFamily(family: string): string {
  return `"${family}"`;
}

/**
 * Font families every device has (or a metric twin of): the theme fonts a shop may name without uploading them
 * (the config screen offers them besides the uploaded families; POST /api/config accepts nothing else).
 */
export const systemFontFamilies = ['Arial', 'Georgia', 'Verdana', 'Tahoma', 'Times New Roman', 'Courier New'] as const;

/** Whether a family is one of the system families (any case). */
export function isSystemFontFamily(family: string): boolean {
  const wanted = family.trim().toLowerCase();
  return systemFontFamilies.some((known) => known.toLowerCase() === wanted);
}
