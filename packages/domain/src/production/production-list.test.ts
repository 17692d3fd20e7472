import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../money/parse.js';
import { type ProductionItem, productionList } from './production-list.js';
import { shownQuantity, toBaseQuantity } from './quantity.js';

const bread = { id: 1, name: 'Brot', position: 1 };
const rolls = { id: 2, name: 'Gebäck', position: 0 };
const at = (hour: number) => Date.UTC(2026, 10, 28, hour);

function item(orderId: number, partial: Partial<ProductionItem>): ProductionItem {
  return {
    order: { id: orderId, ticketNumber: orderId, branchId: 1, name: `Kunde ${orderId}`, dueAt: at(8), placedAt: at(1) },
    productUid: 'bauernbrot',
    productName: 'Bauernbrot',
    category: bread,
    amount: '1.0000',
    unit: 'kg',
    parts: [],
    ...partial,
  };
}

describe('production list sums (issue 27.2)', () => {
  it('sums weights exactly in kg across units (50 dag + 1 kg + 250 g = 1,75 kg)', () => {
    const groups = productionList(
      [
        item(1, { amount: '50', unit: 'dag' }),
        item(2, { amount: '1', unit: 'kilogram' }),
        item(3, { amount: '250', unit: 'g' }),
      ],
      { printedAt: null },
    );
    const product = groups[0]?.products[0];
    expect(product?.quantities).toEqual([{ type: 'weight', unit: 'kg', value: '1.75', text: '1,75 kg' }]);
    expect(product?.variants[0]?.orders.map((order) => order.quantities[0]?.text)).toEqual([
      '0,5 kg',
      '1 kg',
      '0,25 kg',
    ]);
  });

  it('0.1 + 0.2 kg is exactly 0,3 kg (no binary floating point)', () => {
    const groups = productionList([item(1, { amount: '0.1' }), item(2, { amount: '0.2' })], { printedAt: null });
    expect(groups[0]?.products[0]?.quantities[0]?.value).toBe('0.3');
  });

  it('counts pieces in Stk. per option combination, with the product total over all options', () => {
    const semmel = { productUid: 'kaisersemmel', productName: 'Kaisersemmel', category: rolls, unit: 'Stk.' };
    const groups = productionList(
      [
        item(1, { ...semmel, amount: '6', parts: ['Mohn'] }),
        item(2, { ...semmel, amount: '4', parts: ['Mohn'] }),
        item(2, { ...semmel, amount: '2', parts: ['Sesam'] }),
        item(3, { ...semmel, amount: '10', parts: [] }),
        item(3, { ...semmel, amount: '1', parts: ['Mohn'] }),
        item(4, {}),
      ],
      { printedAt: null },
    );
    expect(groups.map((group) => group.category?.name)).toEqual(['Gebäck', 'Brot']);
    const product = groups[0]?.products[0];
    expect(product?.quantities.map((q) => q.text)).toEqual(['23 Stk.']);
    expect(product?.variants.map((v) => [v.options.join('+'), v.quantities[0]?.text, v.orders.length])).toEqual([
      ['', '10 Stk.', 1],
      ['Mohn', '11 Stk.', 3],
      ['Sesam', '2 Stk.', 1],
    ]);
  });

  it('keeps a product sold by piece and by weight as two totals, and an order with two equal lines once', () => {
    const groups = productionList(
      [item(1, { amount: '2', unit: 'piece' }), item(1, { amount: '2', unit: 'piece' }), item(2, { amount: '0.5' })],
      { printedAt: null },
    );
    const product = groups[0]?.products[0];
    expect(product?.quantities.map((q) => q.text)).toEqual(['4 Stk.', '0,5 kg']);
    expect(product?.variants[0]?.orders.find((o) => o.orderId === 1)?.quantities[0]?.text).toBe('4 Stk.');
  });

  it('marks orders placed after the last print (and their lines) as new; nothing before the first print', () => {
    const items = [
      item(1, { order: { ...item(1, {}).order, placedAt: at(1) } }),
      item(2, { productUid: 'roggen', productName: 'Roggenbrot', order: { ...item(2, {}).order, placedAt: at(5) } }),
    ];
    expect(productionList(items, { printedAt: null }).flatMap((g) => g.products.map((p) => p.isNew))).toEqual([
      false,
      false,
    ]);
    const after = productionList(items, { printedAt: at(3) });
    expect(after[0]?.products.map((p) => [p.name, p.isNew])).toEqual([
      ['Bauernbrot', false],
      ['Roggenbrot', true],
    ]);
    expect(after[0]?.products[1]?.variants[0]?.orders[0]?.isNew).toBe(true);
  });

  it('puts lines without a category last and sums unknown units under their own name', () => {
    const groups = productionList([item(1, { category: null, unit: 'Blech', amount: '3' }), item(2, {})], {
      printedAt: null,
    });
    expect(groups.map((g) => g.category?.name ?? null)).toEqual(['Brot', null]);
    expect(groups[1]?.products[0]?.quantities[0]?.text).toBe('3 Blech');
  });

  it("converts a product's own alternative unit (1 'Stück' Hausbrot = 1,5 kg) into its unit", () => {
    const product = {
      unit: 'kg',
      alternativeUnits: [
        {
          unit: 'Stück',
          ratio: '1.5',
          calculationModel: 'approximate' as const,
          minimumQuantity: '1',
          maximumQuantity: '4',
          quantityStepSize: '1',
        },
      ],
    };
    const groups = productionList(
      [item(1, { amount: '2', unit: 'Stück', product }), item(2, { amount: '25', unit: 'dag', product })],
      { printedAt: null },
    );
    expect(groups[0]?.products[0]?.quantities.map((q) => q.text)).toEqual(['3,25 kg']);
  });

  it('shows grams of a kilogram rounded half up to three decimals', () => {
    expect(shownQuantity(toBaseQuantity(parseDecimal('0.0005'), 'kg'))).toBe('0,001 kg');
    expect(shownQuantity(toBaseQuantity(parseDecimal('1.5'), 'l'))).toBe('1,5 l');
  });
});
