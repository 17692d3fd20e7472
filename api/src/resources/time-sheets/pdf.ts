import { formatSheetMinutes, timeTrackingSheetsMessages } from '@bestell/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { winAnsi } from '../products/labels-pdf.js';
import { type ExportDay, exportDay, monthLabel, summaryLines } from './rows.js';
import type { TimeSheetAnswer } from './service.js';

const t = timeTrackingSheetsMessages;
const mm = 72 / 25.4;
const page = { width: 210 * mm, height: 297 * mm };
const margin = 12 * mm;
const ink = rgb(0.1, 0.1, 0.1);
const muted = rgb(0.4, 0.4, 0.4);
const warn = rgb(0.7, 0.1, 0.1);

/** Columns of the day table: key, heading, width in mm (186 mm between the margins). */
const columns: { key: keyof ExportDay; title: string; width: number }[] = [
  { key: 'date', title: t.columns.date, width: 20 },
  { key: 'weekday', title: t.columns.weekday, width: 8 },
  { key: 'starts', title: t.columns.start, width: 24 },
  { key: 'ends', title: t.columns.end, width: 24 },
  { key: 'breaks', title: t.columns.breaks, width: 14 },
  { key: 'worked', title: t.columns.worked, width: 18 },
  { key: 'planned', title: t.columns.planned, width: 16 },
  { key: 'credited', title: t.columns.credited, width: 22 },
  { key: 'overtime', title: t.columns.overtime, width: 14 },
  { key: 'absence', title: t.columns.absence, width: 26 },
];

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

class Writer {
  private current: PDFPage;
  private y = page.height - margin;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.current = doc.addPage([page.width, page.height]);
  }

  private fit(font: PDFFont, value: string, size: number, width: number): string {
    let text = winAnsi(font, value);
    while (text.length > 1 && font.widthOfTextAtSize(text, size) > width) text = `${text.slice(0, -2)}…`;
    return winAnsi(font, text);
  }

  /** Starts a new page when `height` points do not fit any more; answers whether it did. */
  room(height: number): boolean {
    if (this.y - height >= margin) return false;
    this.current = this.doc.addPage([page.width, page.height]);
    this.y = page.height - margin;
    return true;
  }

  text(value: string, options: { size: number; bold?: boolean; colour?: typeof ink; indent?: number }) {
    const height = options.size * 1.4;
    this.room(height);
    this.y -= height;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = margin + (options.indent ?? 0);
    this.current.drawText(this.fit(font, value, options.size, page.width - margin - x), {
      x,
      y: this.y,
      size: options.size,
      font,
      color: options.colour ?? ink,
    });
  }

  /** One table row: each cell clipped to its column. */
  row(cells: string[], options: { size: number; bold?: boolean }) {
    const height = options.size * 1.45;
    this.room(height);
    this.y -= height;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    let x = margin;
    cells.forEach((value, index) => {
      const width = (columns[index]?.width ?? 20) * mm;
      this.current.drawText(this.fit(font, value, options.size, width - 1.5 * mm), {
        x,
        y: this.y,
        size: options.size,
        font,
        color: ink,
      });
      x += width;
    });
  }

  rule() {
    this.current.drawLine({
      start: { x: margin, y: this.y - 2 },
      end: { x: page.width - margin, y: this.y - 2 },
      thickness: 0.5,
      color: muted,
    });
    this.y -= 3;
  }
}

/**
 * The time sheet of one employee and month as an A4 PDF for the payroll office (pdf-lib, like the production list):
 * heading, a row per day with the same texts as the CSV, each day's AZG warnings in red below it, the totals and the
 * balances.
 */
export async function timeSheetPdf(sheet: TimeSheetAnswer): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const heading = t.heading({ name: sheet.user.displayName, month: monthLabel(sheet.month) });
  doc.setTitle(heading);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const writer = new Writer(doc, fonts);
  writer.text(heading, { size: 15, bold: true });
  writer.text(' ', { size: 4 });
  const head = () => {
    writer.row(
      columns.map((column) => column.title),
      { size: 8, bold: true },
    );
    writer.rule();
  };
  head();
  for (const day of sheet.days) {
    const row = exportDay(day, sheet.timeZone);
    if (writer.room(8 * 1.45)) head();
    writer.row(
      columns.map((column) => row[column.key]),
      { size: 8 },
    );
    for (const warning of day.warnings) writer.text(warning.text, { size: 7, colour: warn, indent: 28 * mm });
  }
  writer.rule();
  const totals = sheet.totals;
  writer.row(
    [
      t.totals,
      '',
      '',
      '',
      formatSheetMinutes(totals.breakMinutes),
      formatSheetMinutes(totals.workedMinutes),
      formatSheetMinutes(totals.plannedMinutes),
      formatSheetMinutes(totals.creditedMinutes),
      formatSheetMinutes(totals.overtimeMinutes),
      '',
    ],
    { size: 8, bold: true },
  );
  writer.text(' ', { size: 6 });
  for (const [label, value] of summaryLines(sheet)) {
    writer.text(value === '' ? label : `${label}: ${value}`, { size: 10 });
  }
  return doc.save();
}
