import type { ShelfLabel } from '@bestell/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/**
 * Price labels on A4 (issue 12 point 6, spec §9 Label printing grid): `compact` 12 rows × 4 columns (48 a page: name,
 * price and unit, base price), `detail` 5 rows × 2 columns (10 a page: with allergens). Helvetica of the PDF standard
 * fonts (WinAnsi: ä ö ü ß € are there); any other character is simplified or replaced (`winAnsi`). Thin grey cut
 * lines around each label.
 */
export const labelLayouts = ['compact', 'detail'] as const;
export type LabelLayout = (typeof labelLayouts)[number];

const mm = 72 / 25.4;
const a4 = { width: 210 * mm, height: 297 * mm };

interface Grid {
  rows: number;
  columns: number;
  marginX: number;
  marginY: number;
  padding: number;
  name: { size: number; lines: number };
  price: number;
  unit: number;
  small: number;
  accent: number;
  /** Allergens at the bottom (detail). */
  allergens: boolean;
}

const grids: Record<LabelLayout, Grid> = {
  compact: {
    rows: 12,
    columns: 4,
    marginX: 8 * mm,
    marginY: 10 * mm,
    padding: 2.2 * mm,
    name: { size: 8.5, lines: 2 },
    price: 15,
    unit: 7,
    small: 6.5,
    accent: 1.2 * mm,
    allergens: false,
  },
  detail: {
    rows: 5,
    columns: 2,
    marginX: 10 * mm,
    marginY: 12 * mm,
    padding: 5 * mm,
    name: { size: 15, lines: 2 },
    price: 30,
    unit: 11,
    small: 8.5,
    accent: 2.5 * mm,
    allergens: true,
  },
};

export const labelsPerPage = (layout: LabelLayout) => grids[layout].rows * grids[layout].columns;

const ink = rgb(0.11, 0.11, 0.11);
const muted = rgb(0.33, 0.33, 0.33);
const cutLine = rgb(0.78, 0.78, 0.78);
const red = rgb(0.78, 0.08, 0.12);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * Text the font can encode: NFC, else without accents (ő → o); a symbol it lacks (★, emoji) is left out, any other
 * character becomes '?'; control characters become spaces.
 */
export function winAnsi(font: PDFFont, value: string): string {
  const supported = new Set(font.getCharacterSet());
  let result = '';
  for (const char of value.normalize('NFC').replace(/\p{Cc}/gu, ' ')) {
    const code = char.codePointAt(0) ?? 63;
    if (supported.has(code)) {
      result += char;
      continue;
    }
    const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    if (plain !== '' && [...plain].every((c) => supported.has(c.codePointAt(0) ?? 63))) result += plain;
    else if (!/[\p{S}\p{Extended_Pictographic}]/u.test(char)) result += '?';
  }
  return result;
}

/** Greedy word wrap into at most `lines` lines; the last one ends in '…' when text is left over. */
function wrap(font: PDFFont, text: string, size: number, width: number, lines: number): string[] {
  const words = text.split(/\s+/).filter((word) => word !== '');
  const result: string[] = [];
  let current = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const candidate = current === '' ? word : `${current} ${word}`;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current !== '') result.push(current);
    current = word;
    if (result.length === lines - 1) {
      const rest = words.slice(i).join(' ');
      if (fits(rest)) return [...result, rest];
      let cut = rest;
      while (cut.length > 1 && !fits(`${cut}…`)) cut = cut.slice(0, -1);
      return [...result, `${cut.trimEnd()}…`];
    }
  }
  if (current !== '') result.push(current);
  return result.slice(0, lines);
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function drawLabel(page: PDFPage, fonts: Fonts, grid: Grid, label: ShelfLabel, box: Box) {
  const { padding } = grid;
  const { x, y, w, h } = box;
  page.drawRectangle({ x, y, width: w, height: h, borderColor: cutLine, borderWidth: 0.4 });
  page.drawRectangle({ x, y: y + h - grid.accent, width: w, height: grid.accent, color: red });
  const inner = w - 2 * padding;
  const text = (value: string, font: PDFFont) => winAnsi(font, value);

  let cursor = y + h - grid.accent - padding - grid.name.size * 0.8;
  for (const line of wrap(fonts.bold, text(label.name, fonts.bold), grid.name.size, inner, grid.name.lines)) {
    page.drawText(line, { x: x + padding, y: cursor, size: grid.name.size, font: fonts.bold, color: ink });
    cursor -= grid.name.size * 1.15;
  }

  if (label.allergens && grid.allergens) {
    const lines = wrap(fonts.regular, text(label.allergens, fonts.regular), grid.small, inner, 2);
    lines.forEach((line, index) => {
      const lineY = y + padding + (lines.length - 1 - index) * grid.small * 1.2;
      page.drawText(line, { x: x + padding, y: lineY, size: grid.small, font: fonts.regular, color: muted });
    });
  }

  if (label.price === null) return;
  const bottom = grid.allergens ? y + padding + grid.small * 3 : y + padding;
  const price = text(label.price, fonts.bold);
  const unit = text(label.unit ?? '', fonts.regular);
  const priceWidth = fonts.bold.widthOfTextAtSize(price, grid.price);
  const unitWidth = fonts.regular.widthOfTextAtSize(unit, grid.unit);
  const right = x + w - padding;
  page.drawText(unit, { x: right - unitWidth, y: bottom, size: grid.unit, font: fonts.regular, color: muted });
  const priceX = right - unitWidth - grid.unit * 0.4 - priceWidth;
  page.drawText(price, { x: priceX, y: bottom, size: grid.price, font: fonts.bold, color: ink });
  if (label.basePrice) {
    const base = text(label.basePrice, fonts.regular);
    const baseY = grid.allergens ? bottom + grid.price * 0.95 : bottom + grid.price * 0.85;
    const baseWidth = fonts.regular.widthOfTextAtSize(base, grid.small);
    page.drawText(base, { x: right - baseWidth, y: baseY, size: grid.small, font: fonts.regular, color: muted });
  }
}

/** The PDF bytes: one label per entry, in order, page after page. */
export async function renderLabelsPdf(labels: ShelfLabel[], layout: LabelLayout, title: string): Promise<Uint8Array> {
  const grid = grids[layout];
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Bestellplattform');
  doc.setProducer('pdf-lib');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = (a4.width - 2 * grid.marginX) / grid.columns;
  const h = (a4.height - 2 * grid.marginY) / grid.rows;
  const perPage = labelsPerPage(layout);
  let page = doc.addPage([a4.width, a4.height]);
  for (const [index, label] of labels.entries()) {
    const slot = index % perPage;
    if (slot === 0 && index > 0) page = doc.addPage([a4.width, a4.height]);
    const column = slot % grid.columns;
    const row = Math.floor(slot / grid.columns);
    const box = { x: grid.marginX + column * w, y: a4.height - grid.marginY - (row + 1) * h, w, h };
    drawLabel(page, fonts, grid, label, box);
  }
  return doc.save();
}
