import { backofficeMediaMessages, type FontStyle, fontFamilyPattern, fontVariantOf } from '@bestell/domain';
import * as fontkit from 'fontkit';
import wawoff2 from 'wawoff2';
import { AppError } from '../../kernel/app-error.js';
import type { IncomingFile } from './accept-file.js';
import { unnamedFile, uploadFailed } from './upload-error.js';

/** The largest font file accepted (a full Latin + Cyrillic + Greek family is well under 1 MB as WOFF2). */
export const maxFontBytes = 5 * 1024 * 1024;
/** The largest font a WOFF2 file may unpack to (its header says so before anything is unpacked). */
export const maxFontSfntBytes = 32 * 1024 * 1024;

export interface AcceptedFont {
  /** The WOFF2 file as uploaded (served to browsers). */
  woff2: Buffer;
  /** The same font unpacked to TrueType/OpenType (for sharp's text rendering, which cannot read WOFF2). */
  sfnt: Buffer;
  name: string | null;
  family: string;
  weight: number;
  style: FontStyle;
  variant: string;
}

function notAFont(file: IncomingFile): AppError {
  const message = backofficeMediaMessages.fonts.notWoff2(file.name?.trim() || unnamedFile);
  return new AppError('validation', message, { field: file.field, code: 'font_invalid' });
}

/** WOFF2 header: signature 'wOF2' at 0, the unpacked size (totalSfntSize) at 16 (uint32, big-endian). */
function hasWoff2Header(bytes: Buffer): boolean {
  return bytes.length >= 48 && bytes.toString('latin1', 0, 4) === 'wOF2';
}

/** A weight rounded to the CSS hundreds (fonts declare 350, 380 …), within 100..900. */
function cssWeight(usWeightClass: unknown): number {
  const weight = typeof usWeightClass === 'number' && Number.isFinite(usWeightClass) ? usWeightClass : 400;
  return Math.min(900, Math.max(100, Math.round(weight / 100) * 100));
}

/** How many mapped characters are tried for an outline (a subset may lack "A"; spaces and marks have none). */
const outlineProbes = 64;

/**
 * Whether one of the font's first mapped characters has an outline. Reading it unpacks the glyph table, so a broken
 * stream fails here; the characters come from the font itself (a latin-ext subset maps no "A").
 */
function hasOutline(font: fontkit.Font): boolean {
  const codePoints = font.characterSet.slice(0, outlineProbes);
  return codePoints.some((codePoint) => font.glyphForCodePoint(codePoint).path.commands.length > 0);
}

/**
 * Accepts a self-hosted font by its content only: the WOFF2 signature, an unpacked size within limits, a parse with
 * fontkit (family name, OS/2 weight, italic flag, glyph outlines) and unpacking with Google's WOFF2 decoder
 * (wawoff2). Anything else (a TTF or WOFF1 named .woff2, a truncated or forged file) is refused with a German 422.
 */
export async function acceptFont(file: IncomingFile): Promise<AcceptedFont> {
  const { bytes } = file;
  if (bytes.length === 0) throw uploadFailed(file.name, 'missing', file.field);
  if (bytes.length > maxFontBytes) throw uploadFailed(file.name, 'too_large', file.field);
  if (!hasWoff2Header(bytes)) throw notAFont(file);
  const sfntSize = bytes.readUInt32BE(16);
  if (sfntSize === 0 || sfntSize > maxFontSfntBytes) throw notAFont(file);

  let family: string;
  let weight: number;
  let style: FontStyle;
  try {
    const parsed = fontkit.create(bytes);
    if (!('familyName' in parsed) || parsed.type !== 'WOFF2') throw new Error('not a single WOFF2 font');
    family = String(parsed.familyName ?? '').trim();
    weight = cssWeight(parsed['OS/2']?.usWeightClass);
    const italic = parsed.italicAngle !== 0 || /italic|oblique/i.test(String(parsed.subfamilyName ?? ''));
    style = italic ? 'italic' : 'normal';
    // Reading a glyph's outline unpacks the glyph table: a broken stream fails here, not in a visitor's browser.
    if (parsed.numGlyphs < 2 || !hasOutline(parsed)) throw new Error('no outlines');
  } catch {
    throw notAFont(file);
  }
  if (!fontFamilyPattern.test(family)) throw notAFont(file);

  let sfnt: Buffer;
  try {
    sfnt = Buffer.from(await wawoff2.decompress(bytes));
  } catch {
    throw notAFont(file);
  }
  const tag = sfnt.toString('latin1', 0, 4);
  if (sfnt.length < 12 || !(tag === '\u0000\u0001\u0000\u0000' || tag === 'OTTO' || tag === 'true')) {
    throw notAFont(file);
  }
  return { woff2: bytes, sfnt, name: file.name, family, weight, style, variant: fontVariantOf(weight, style) };
}

/** The vertical metrics and average glyph width of a font, in units of its em (for a metric-matched fallback). */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  lineGap: number;
  xAvgCharWidth: number;
}

/** The metrics of a stored WOFF2 font, or null when it cannot be read. */
export function fontMetrics(woff2: Buffer): FontMetrics | null {
  try {
    const font = fontkit.create(woff2);
    if (!('unitsPerEm' in font)) return null;
    const unitsPerEm = font.unitsPerEm;
    const xAvgCharWidth = Number(font['OS/2']?.xAvgCharWidth ?? 0);
    if (!(unitsPerEm > 0) || !(xAvgCharWidth > 0)) return null;
    return { unitsPerEm, ascent: font.ascent, descent: font.descent, lineGap: font.lineGap, xAvgCharWidth };
  } catch {
    return null;
  }
}
