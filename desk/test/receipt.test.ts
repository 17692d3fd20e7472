import CodepageEncoder from '@point-of-sale/codepage-encoder';
import { describe, expect, it } from 'vitest';
import { encodeReceipt } from '../src/core/receipt/escpos.js';
import { receiptDocument, testPageDocument } from '../src/core/receipt/receipt-document.js';
import { decodeEscPos } from '../src/core/testing/escpos-decoder.js';
import { decodePc858 } from '../src/core/testing/pc858.js';
import { branch, sampleOrder } from './fixtures.js';

/** Printed on Monday 23.11.2026 at 10:05 in Vienna, five minutes after the sample order was placed. */
const printedAt = Date.parse('2026-11-23T09:05:00Z');
const options = {
  branch,
  publicUrl: 'https://shop.example.at',
  kind: 'customer',
  copy: false,
  now: printedAt,
} as const;

function indexOf(haystack: Uint8Array, needle: number[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i += 1) {
    for (let j = 0; j < needle.length; j += 1) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

describe('receipt rendering: order -> document -> ESC/POS bytes', () => {
  it('selects PC858 (ESC t 19) and prints ticket, mode, items with options, comment, totals with tax, QR and a cut', () => {
    const bytes = encodeReceipt(receiptDocument(sampleOrder(), options), { language: 'esc-pos', paperWidth: 80 });
    expect(indexOf(bytes, [0x1b, 0x74, 19])).toBeGreaterThan(-1);
    // '€' is 0xD5 in PC858; ä ö ü ß are 0x84 0x94 0x81 0xE1.
    expect(bytes).toContain(0xd5);
    expect(indexOf(bytes, [...Buffer.from('B'), 0x84])).toBeGreaterThan(-1);
    const receipt = decodeEscPos(bytes);
    expect(receipt.unknown).toEqual([]);
    expect(receipt.codepages).toEqual([19]);
    expect(receipt.text).toContain('Bäckerei Wien Neubau');
    expect(receipt.text).toContain('#12');
    expect(receipt.text).toContain('Abholung');
    expect(receipt.text).toMatch(/2 Stk\. Kaisersemmel +1,30 €/);
    expect(receipt.text).toMatch(/1,5 kg Brötchen süß +8,85 €/);
    expect(receipt.text).toContain('  - Große Größe');
    expect(receipt.text).toContain('  - Nüsse, Mohn');
    expect(receipt.text).toContain('Bitte ohne Mohn, danke!');
    expect(receipt.text).toMatch(/Summe +10,15 €/);
    expect(receipt.text).toMatch(/MwSt\. 10 % +0,92 €/);
    expect(receipt.text).toContain('Barzahlung (offen)');
    expect(receipt.text).not.toContain('KOPIE');
    expect(receipt.qrCodes).toEqual(['https://shop.example.at/status/5f0c1c9e-5d6a-4c39-9b55-1c2d3e4f5a6b/abc123']);
    expect(receipt.cuts).toBe(1);
    expect(Math.max(...receipt.lines.map((line) => line.length))).toBeLessThanOrEqual(48);
  });

  it('a copy says KOPIE on top; 58 mm paper keeps lines to 32 characters', () => {
    const bytes = encodeReceipt(receiptDocument(sampleOrder(), { ...options, copy: true }), {
      language: 'esc-pos',
      paperWidth: 58,
    });
    const receipt = decodeEscPos(bytes);
    expect(receipt.lines.find((line) => line.trim() !== '')?.trim()).toBe('KOPIE');
    expect(Math.max(...receipt.lines.map((line) => line.length))).toBeLessThanOrEqual(32);
  });

  it('the kitchen receipt has the items and the comment but no prices; delivery shows the address', () => {
    const order = sampleOrder({
      mode: 'delivery',
      customer: { street: 'Neubaugasse 12', door: '4', zipCode: '1070', city: 'Wien' },
    });
    const kitchen = decodeEscPos(
      encodeReceipt(receiptDocument(order, { ...options, kind: 'kitchen' }), { language: 'esc-pos', paperWidth: 80 }),
    );
    expect(kitchen.text).toContain('Kaisersemmel');
    expect(kitchen.text).toContain('Bitte ohne Mohn');
    expect(kitchen.text).not.toContain('€');
    expect(kitchen.qrCodes).toEqual([]);
    const customer = decodeEscPos(
      encodeReceipt(receiptDocument(order, options), { language: 'esc-pos', paperWidth: 80 }),
    );
    expect(customer.text).toContain('Lieferadresse:');
    expect(customer.text).toContain('Neubaugasse 12 4');
    expect(customer.text).toContain('1070 Wien');
  });

  it('pre-orders carry their day; dine-in its table', () => {
    const preorder = sampleOrder({ appointmentDate: '2026-11-25T07:00:00.000Z', mode: 'dineIn', tableIdentifier: '7' });
    const receipt = decodeEscPos(
      encodeReceipt(receiptDocument(preorder, options), { language: 'esc-pos', paperWidth: 80 }),
    );
    expect(receipt.text).toContain('Vorbestellung');
    expect(receipt.text).toMatch(/Termin +Mi 25\.11\. 08:00/);
    expect(receipt.text).toMatch(/Tisch +7/);
  });

  it('names the day of a due time other than today on customer and kitchen receipts, tomorrow too (issue 21.12)', () => {
    const termin = (appointment: string, kind: 'customer' | 'kitchen') => {
      const order = sampleOrder({ appointmentDate: appointment, appointment });
      const bytes = encodeReceipt(receiptDocument(order, { ...options, kind }), {
        language: 'esc-pos',
        paperWidth: 80,
      });
      return decodeEscPos(bytes)
        .lines.find((line) => line.startsWith('Termin'))
        ?.replace(/ +/g, ' ');
    };
    for (const kind of ['customer', 'kitchen'] as const) {
      // Tomorrow on paper is named by its day: a receipt is often read the next day, where 'morgen' would mislead.
      expect(termin('2026-11-24T09:00:00.000Z', kind)).toBe('Termin Di 24.11. 10:00');
      expect(termin('2026-11-23T16:30:00.000Z', kind)).toBe('Termin 17:30');
      // 00:30 in Vienna is 23:30 UTC of the day of printing: still another day.
      expect(termin('2026-11-23T23:30:00.000Z', kind)).toBe('Termin Di 24.11. 00:30');
    }
    // The ASAP sample order, due today, keeps the time alone.
    const asap = decodeEscPos(
      encodeReceipt(receiptDocument(sampleOrder(), options), { language: 'esc-pos', paperWidth: 80 }),
    );
    expect(asap.lines.find((line) => line.startsWith('Termin'))?.replace(/ +/g, ' ')).toBe('Termin 10:30');
  });

  it('Star mode (StarPRNT) encodes the same document without ESC/POS code page commands', () => {
    const bytes = encodeReceipt(receiptDocument(sampleOrder(), options), { language: 'star-prnt', paperWidth: 80 });
    expect(bytes.length).toBeGreaterThan(200);
    expect(indexOf(bytes, [0x1b, 0x74, 19])).toBe(-1);
    expect(bytes).toContain(0xd5);
  });

  it('the test page prints umlauts and the euro sign', () => {
    const receipt = decodeEscPos(
      encodeReceipt(testPageDocument('Theke 1', new Date('2026-11-23T09:00:00Z')), {
        language: 'esc-pos',
        paperWidth: 80,
      }),
    );
    expect(receipt.text).toContain('Testdruck');
    expect(receipt.text).toContain('Umlaute: ä ö ü Ä Ö Ü ß,');
    expect(receipt.text).toContain('Euro: €');
  });

  it('the fake printer’s hand-written PC858 table agrees with the encoder library', () => {
    for (const char of 'äöüÄÖÜß€éàç£') {
      const [byte] = CodepageEncoder.encode(char, 'cp858');
      expect(decodePc858(byte ?? 0)).toBe(char);
    }
  });
});
