import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { winAnsi } from '../products/labels-pdf.js';

/** One table card: the table's number (also in the middle of the QR code, spec §2 Checkout), the URL it opens. */
export interface TableCard {
  identifier: string;
  name: string | null;
  url: string;
}

export interface TableCardTexts {
  title: string;
  branchName: string;
  cardTable: (identifier: string) => string;
  instruction: string;
}

const mm = 72 / 25.4;
const a4 = { width: 210 * mm, height: 297 * mm };
/** Four A6 cards a page (2 × 2), cut along the grey lines. */
const columns = 2;
const rows = 2;
const cardWidth = a4.width / columns;
const cardHeight = a4.height / rows;
const qrSide = 70 * mm;
/** The white box in the middle of the code: 22 % of its side, well within what level H restores (30 %). */
const centreShare = 0.22;

const ink = rgb(0.11, 0.11, 0.11);
const muted = rgb(0.33, 0.33, 0.33);
const cutLine = rgb(0.78, 0.78, 0.78);
const white = rgb(1, 1, 1);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function centred(page: PDFPage, font: PDFFont, value: string, size: number, centreX: number, y: number, colour = ink) {
  const line = winAnsi(font, value);
  let fitted = size;
  while (fitted > 6 && font.widthOfTextAtSize(line, fitted) > cardWidth - 16 * mm) fitted -= 0.5;
  page.drawText(line, { x: centreX - font.widthOfTextAtSize(line, fitted) / 2, y, size: fitted, font, color: colour });
}

/**
 * The QR code as one vector path (a rectangle per run of dark modules in a row), error correction level H. One
 * filled path: rectangles drawn one by one leave hairline seams between rows in some renderers.
 */
function drawQr(page: PDFPage, fonts: Fonts, card: TableCard, x: number, y: number) {
  const { modules } = QRCode.create(card.url, { errorCorrectionLevel: 'H' });
  const quiet = 4;
  const count = modules.size + 2 * quiet;
  const unit = qrSide / count;
  page.drawRectangle({ x, y, width: qrSide, height: qrSide, color: white });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let column = 0; column <= modules.size; column++) {
      const dark = column < modules.size && modules.get(row, column);
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        const left = (quiet + start) * unit;
        const top = (quiet + row) * unit;
        const width = (column - start) * unit;
        runs.push(
          `M${left.toFixed(3)} ${top.toFixed(3)}h${width.toFixed(3)}v${unit.toFixed(3)}h${(-width).toFixed(3)}Z`,
        );
        start = -1;
      }
    }
  }
  // drawSvgPath places the path's origin (its top left, y downwards) at x, y.
  page.drawSvgPath(runs.join(''), { x, y: y + qrSide, color: ink, borderWidth: 0 });
  // The table's number in the middle of the code (spec §2: "the number is in the middle of the QR code").
  const label = winAnsi(fonts.bold, card.identifier);
  const box = modules.size * unit * centreShare;
  let size = 20;
  while (size > 5 && fonts.bold.widthOfTextAtSize(label, size) > box * 0.86) size -= 0.5;
  if (size <= 5) return;
  const cx = x + qrSide / 2;
  const cy = y + qrSide / 2;
  page.drawRectangle({ x: cx - box / 2, y: cy - box / 2, width: box, height: box, color: white });
  page.drawText(label, {
    x: cx - fonts.bold.widthOfTextAtSize(label, size) / 2,
    y: cy - size * 0.35,
    size,
    font: fonts.bold,
    color: ink,
  });
}

function drawCard(page: PDFPage, fonts: Fonts, texts: TableCardTexts, card: TableCard, x: number, y: number) {
  page.drawRectangle({ x, y, width: cardWidth, height: cardHeight, borderColor: cutLine, borderWidth: 0.5 });
  const centreX = x + cardWidth / 2;
  const top = y + cardHeight;
  centred(page, fonts.regular, texts.branchName, 13, centreX, top - 16 * mm, muted);
  centred(page, fonts.bold, texts.cardTable(card.identifier), 28, centreX, top - 29 * mm);
  if (card.name) centred(page, fonts.regular, card.name, 12, centreX, top - 36 * mm, muted);
  drawQr(page, fonts, card, centreX - qrSide / 2, top - 40 * mm - qrSide);
  centred(page, fonts.regular, texts.instruction, 10.5, centreX, top - 40 * mm - qrSide - 10 * mm);
}

/** Table cards on A4 (issue 24 point 3): four A6 cards a page, each with the table's QR code. */
export async function renderTableCardsPdf(cards: TableCard[], texts: TableCardTexts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${texts.title} – ${texts.branchName}`);
  doc.setCreator('Bestellplattform');
  doc.setProducer('pdf-lib');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const perPage = columns * rows;
  let page = doc.addPage([a4.width, a4.height]);
  for (const [index, card] of cards.entries()) {
    const slot = index % perPage;
    if (slot === 0 && index > 0) page = doc.addPage([a4.width, a4.height]);
    const column = slot % columns;
    const row = Math.floor(slot / columns);
    drawCard(page, fonts, texts, card, column * cardWidth, a4.height - (row + 1) * cardHeight);
  }
  return doc.save();
}
