import { messages } from '@bestell/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi } from '../products/labels-pdf.js';
import { productionDateLabel } from './csv.js';
import type { ProductionAnswer } from './service.js';

const text = messages.production;
const mm = 72 / 25.4;
const page = { width: 210 * mm, height: 297 * mm };
const margin = 15 * mm;
const ink = rgb(0.1, 0.1, 0.1);
const muted = rgb(0.35, 0.35, 0.35);
const accent = rgb(0.7, 0.1, 0.1);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Writes lines top to bottom and starts a new A4 page when one is full. */
class Writer {
  private current: PDFPage;
  private y = page.height - margin;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.current = doc.addPage([page.width, page.height]);
  }

  private room(height: number) {
    if (this.y - height < margin) {
      this.current = this.doc.addPage([page.width, page.height]);
      this.y = page.height - margin;
    }
  }

  /** One line: `left` from the margin (+ indent), `right` right-aligned, a red NEU mark when `isNew`. */
  line(
    left: string,
    options: { size: number; bold?: boolean; indent?: number; right?: string; isNew?: boolean; colour?: typeof ink },
  ) {
    const height = options.size * 1.35;
    this.room(height);
    this.y -= height;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = margin + (options.indent ?? 0);
    const rightText = options.right ? winAnsi(this.fonts.bold, options.right) : '';
    const rightWidth = rightText ? this.fonts.bold.widthOfTextAtSize(rightText, options.size) : 0;
    const markWidth = options.isNew ? this.fonts.bold.widthOfTextAtSize(text.newMark, options.size) + 3 * mm : 0;
    let value = winAnsi(font, left);
    const space = page.width - margin - x - rightWidth - markWidth - 4 * mm;
    while (value.length > 1 && font.widthOfTextAtSize(value, options.size) > space) value = `${value.slice(0, -2)}…`;
    value = winAnsi(font, value);
    this.current.drawText(value, { x, y: this.y, size: options.size, font, color: options.colour ?? ink });
    if (options.isNew) {
      this.current.drawText(text.newMark, {
        x: x + font.widthOfTextAtSize(value, options.size) + 3 * mm,
        y: this.y,
        size: options.size,
        font: this.fonts.bold,
        color: accent,
      });
    }
    if (rightText) {
      this.current.drawText(rightText, {
        x: page.width - margin - rightWidth,
        y: this.y,
        size: options.size,
        font: this.fonts.bold,
        color: ink,
      });
    }
  }

  gap(points: number) {
    this.y -= points;
  }
}

/**
 * The production list as an A4 PDF (pdf-lib, like the table cards and labels): heading with day and branch, per
 * category its products with the total, each option combination indented with its amount and the orders behind it;
 * lines new since the last print carry a red NEU.
 */
export async function productionPdf(
  answer: ProductionAnswer,
  timeOf: (branchId: number, at: number) => string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${text.title} ${answer.day}`);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new Writer(doc, fonts);
  const branchNames = answer.branches.length === 1 ? (answer.branches[0]?.name ?? '') : text.allBranches;
  writer.line(text.heading({ date: productionDateLabel(answer), branch: branchNames }), { size: 16, bold: true });
  writer.line(text.ordersBehind({ count: answer.orderCount }), { size: 9, colour: muted });
  writer.gap(6);
  if (answer.groups.length === 0) writer.line(text.empty, { size: 11 });
  for (const group of answer.groups) {
    writer.gap(4);
    writer.line(group.category?.name ?? text.noCategory, { size: 12, bold: true });
    for (const product of group.products) {
      writer.line(product.name, {
        size: 11,
        bold: true,
        indent: 3 * mm,
        right: product.quantities.map((q) => q.text).join(' + '),
        isNew: product.isNew,
      });
      for (const variant of product.variants) {
        if (product.variants.length > 1 || variant.options.length > 0) {
          writer.line(variant.options.length > 0 ? variant.options.join(', ') : '–', {
            size: 10,
            indent: 8 * mm,
            right: variant.quantities.map((q) => q.text).join(' + '),
            isNew: variant.isNew,
          });
        }
        const orders = variant.orders
          .map((order) =>
            text.orderRef({ ticket: order.ticketNumber, name: order.name, time: timeOf(order.branchId, order.dueAt) }),
          )
          .join(', ');
        writer.line(orders, { size: 8, indent: 12 * mm, colour: muted });
      }
    }
  }
  return doc.save();
}
