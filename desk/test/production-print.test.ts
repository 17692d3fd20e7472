import { productionList } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { encodeReceipt } from '../src/core/receipt/escpos.js';
import { productionDocument } from '../src/core/receipt/production-document.js';
import { decodeEscPos } from '../src/core/testing/escpos-decoder.js';

const at = (time: string) => Date.parse(`2026-11-24T${time}:00+01:00`);
const order = (id: number, name: string, placedAt: number) => ({
  id,
  ticketNumber: id,
  branchId: 3,
  name,
  dueAt: at('09:00'),
  placedAt,
});

describe('production list on the receipt printer (issue 27.2)', () => {
  it('prints the totals in kg and Stk. with the orders behind, in PC858, new lines marked NEU', () => {
    const groups = productionList(
      [
        {
          order: order(1, 'Maria Huber', at('07:00')),
          productUid: 'kipferl',
          productName: 'Vanillekipferl',
          category: { id: 3, name: 'Süßes Gebäck', position: 3 },
          amount: '35',
          unit: 'dag',
          parts: [],
        },
        {
          order: order(2, 'Karl Berger', at('08:30')),
          productUid: 'kipferl',
          productName: 'Vanillekipferl',
          category: { id: 3, name: 'Süßes Gebäck', position: 3 },
          amount: '0.45',
          unit: 'kg',
          parts: [],
        },
        {
          order: order(2, 'Karl Berger', at('08:30')),
          productUid: 'weckerl',
          productName: 'Weckerl nach Wahl',
          category: null,
          amount: '2',
          unit: 'Stk.',
          parts: ['Kornspitz', ['Emmentaler']],
        },
      ],
      { printedAt: at('08:00') },
    );
    const list = {
      day: '2026-11-24',
      branches: [{ id: 3, name: 'Linz', timeZone: 'Europe/Vienna', printedAt: null, printedBy: null }],
      orderCount: 2,
      groups,
    };
    const receipt = decodeEscPos(encodeReceipt(productionDocument(list), { language: 'esc-pos', paperWidth: 80 }));
    expect(receipt.unknown).toEqual([]);
    expect(receipt.codepages).toEqual([19]);
    expect(receipt.text).toContain('Backliste');
    expect(receipt.text).toContain('24.11.2026 - Linz');
    expect(receipt.text).toMatch(/NEU Vanillekipferl +0,8 kg/);
    expect(receipt.text).toContain('#1 Maria Huber (09:00)');
    expect(receipt.text).toContain('NEU #2 Karl Berger (09:00)');
    expect(receipt.text).not.toContain('NEU #1');
    expect(receipt.text).toMatch(/Kornspitz, Emmentaler +2 Stk\./);
    expect(receipt.text).toContain('Ohne Kategorie');
  });
});
