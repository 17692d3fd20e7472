import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { PrintDocument } from './document.js';

export interface ReceiptFormat {
  /** ESC/POS (Epson and compatibles) or Star's StarPRNT. */
  language: 'esc-pos' | 'star-prnt';
  paperWidth: 58 | 80;
}

/** Typographic characters PC858 lacks, written as their plain forms (instead of '?'). */
const plainForms: Record<string, string> = {
  '–': '-',
  '—': '-',
  '„': '"',
  '“': '"',
  '”': '"',
  '‚': "'",
  '‘': "'",
  '’': "'",
  '…': '...',
  '\u00a0': ' ',
};

export function printable(text: string): string {
  return text.replace(/[–—„“”‚‘’…\u00a0]/g, (char) => plainForms[char] ?? char);
}

/** Characters per line in font A: 32 on 58 mm paper, 48 on 80 mm. */
export const columnsOf = (paperWidth: 58 | 80) => (paperWidth === 58 ? 32 : 48);

/**
 * The document as printer bytes. Text in code page PC858 (Epson table 19, selected with ESC t 19; '€' is 0xD5), so
 * '€', ä, ö, ü and ß print right; QR code natively; a partial cut at the end.
 */
export function encodeReceipt(document: PrintDocument, format: ReceiptFormat): Uint8Array {
  const columns = columnsOf(format.paperWidth);
  const encoder = new ReceiptPrinterEncoder({
    language: format.language,
    columns,
    codepageMapping: format.language === 'esc-pos' ? 'epson' : 'star',
    feedBeforeCut: 4,
  });
  encoder.initialize().codepage('cp858');
  for (const block of document) {
    switch (block.kind) {
      case 'text': {
        const size = block.size ?? 1;
        encoder
          .align(block.align ?? 'left')
          .bold(block.bold ?? false)
          .size(size, size)
          .line(printable(block.text))
          .size(1, 1)
          .bold(false)
          .align('left');
        break;
      }
      case 'pair': {
        const width = Math.max(columns - block.right.length - 1, 1);
        encoder.bold(block.bold ?? false);
        encoder.table(
          [
            { width, marginRight: 1, align: 'left' },
            { width: columns - width - 1, align: 'right' },
          ],
          [[printable(block.left), printable(block.right)]],
        );
        encoder.bold(false);
        break;
      }
      case 'rule':
        // ASCII dashes: the same on every printer and code page (box drawing would switch code pages).
        encoder.line('-'.repeat(columns));
        break;
      case 'qr':
        encoder.align('center').qrcode(block.value, { model: 2, size: 6, errorlevel: 'm' }).newline().align('left');
        break;
      case 'feed':
        encoder.newline(block.lines);
        break;
      case 'cut':
        encoder.cut('partial');
        break;
    }
  }
  return encoder.encode();
}
