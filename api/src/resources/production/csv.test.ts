import { describe, expect, it } from 'vitest';
import { productionCsv } from './csv.js';
import type { ProductionAnswer } from './service.js';

const quantity = (unit: string) => ({ type: null, unit, value: '2', text: `2 ${unit}` });

/** A list whose every text cell starts like a spreadsheet formula (names an admin or a customer could type). */
const hostile: ProductionAnswer = {
  day: '2026-11-24' as ProductionAnswer['day'],
  branches: [{ id: 3, name: 'Linz', timeZone: 'Europe/Vienna', printedAt: null, printedBy: null }],
  orderCount: 1,
  groups: [
    {
      category: { id: 1, name: '+Brot' },
      products: [
        {
          productUid: 'p1',
          name: '=HYPERLINK("https://evil.example","Kaisersemmel")',
          quantities: [quantity('@Stk')],
          isNew: false,
          variants: [
            {
              options: ['-Mohn', 'Sesam'],
              quantities: [quantity('@Stk')],
              isNew: false,
              orders: [
                {
                  orderId: 1,
                  ticketNumber: 7,
                  branchId: 3,
                  name: '=1+1',
                  dueAt: Date.parse('2026-11-24T08:00:00Z'),
                  placedAt: Date.parse('2026-11-23T08:00:00Z'),
                  quantities: [quantity('@Stk')],
                  isNew: false,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('production list CSV (issue 27.2)', () => {
  it('no cell starts like a formula: category, product, options and unit get a leading apostrophe', () => {
    const rows = productionCsv(hostile, () => '09:00')
      .replace('\uFEFF', '')
      .split('\r\n')
      .filter((row) => row !== '');
    expect(rows[1]).toBe(
      `'+Brot;"'=HYPERLINK(""https://evil.example"",""Kaisersemmel"")";'-Mohn, Sesam;2;'@Stk;#7 =1+1 (09:00);`,
    );
    for (const cell of rows[1]?.split(';') ?? []) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@]/);
  });
});
