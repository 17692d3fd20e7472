import { describe, expect, it } from 'vitest';
import { makeBranch, makeProduct } from '../catalog/fixtures.js';
import type { PartOption, ProductPart } from '../entities/index.js';
import { decimal } from '../money/parse.js';
import { resolveChosenOptions } from './chosen-options.js';
import { itemPrice } from './item-price.js';
import { basePrice, isProductInScope } from './scope.js';
import { unitPriceWithOptions } from './unit-price.js';

const d = decimal;
const option = (name: string, modifier: PartOption['modifier'], value: string): PartOption => ({
  name,
  modifier,
  value,
});
const step = (type: ProductPart['type'], options: PartOption[], isOptional = false): ProductPart => ({
  name: 'Schritt',
  description: null,
  type,
  isOptional,
  options,
});

const ownBranch = makeBranch({ identificationNumber: null });
const partner = makeBranch({ identificationNumber: 'ATU12345678' });

describe('unitPriceWithOptions (§9: base price changed by add, subtract, overwrite; overwrite first)', () => {
  it.each([
    ['no options', '5.00', [], '5'],
    ['add', '5.00', [option('Käse', 'add', '1.50')], '6.5'],
    ['subtract', '5.00', [option('ohne', 'subtract', '0.80')], '4.2'],
    ['overwrite', '5.00', [option('Groß', 'overwrite', '12.00')], '12'],
    [
      'overwrite then add, whatever the step order',
      '5.00',
      [option('Käse', 'add', '1.50'), option('L', 'overwrite', '12')],
      '13.5',
    ],
    ['last overwrite wins', '5.00', [option('M', 'overwrite', '9'), option('L', 'overwrite', '12')], '12'],
    ['below zero is clamped', '1.00', [option('Rabatt', 'subtract', '2')], '0'],
  ])('%s', (_label, base, options, expected) => {
    expect(unitPriceWithOptions(d(base), options)).toBe(d(expected));
  });
});

describe('resolveChosenOptions (§3 cart item: one chosen value per step)', () => {
  const parts = [
    step('select', [option('Klein', 'add', '0'), option('Groß', 'add', '1')]),
    step('multiselect', [option('Speck', 'add', '1'), option('Ei', 'add', '0.5')]),
    step('text', [option('Gravur', 'add', '3')]),
  ];

  it('finds select and multiselect options, ignores free-input steps', () => {
    const result = resolveChosenOptions(parts, ['Groß', ['Speck', 'Ei'], 'Alles Gute']);
    expect(result.options.map((o) => o.name)).toEqual(['Groß', 'Speck', 'Ei']);
    expect(result.unknown).toEqual([]);
  });

  it('treats null, empty and missing values as nothing chosen', () => {
    expect(resolveChosenOptions(parts, [null, []])).toEqual({ options: [], unknown: [] });
    expect(resolveChosenOptions(parts, ['', null, null])).toEqual({ options: [], unknown: [] });
  });

  it('reports names that are no option of their step', () => {
    expect(resolveChosenOptions(parts, ['Riesig', ['Speck', 'Kaviar']]).unknown).toEqual([
      { step: 0, name: 'Riesig' },
      { step: 1, name: 'Kaviar' },
    ]);
  });
});

describe('scope and reselling price (§5 Cart and products)', () => {
  it.each([
    ['all', ownBranch, true],
    ['all', partner, true],
    ['partners', ownBranch, false],
    ['partners', partner, true],
    ['branches', ownBranch, true],
    ['branches', partner, false],
  ] as const)('scope %s at %o → %s', (scope, branch, expected) => {
    const product = makeProduct({ content: { ...makeProduct().content, scope } });
    expect(isProductInScope(product, branch)).toBe(expected);
  });

  it('a blank identificationNumber is no partner', () => {
    const product = makeProduct({ content: { ...makeProduct().content, scope: 'partners' } });
    expect(isProductInScope(product, makeBranch({ identificationNumber: '  ' }))).toBe(false);
  });

  it('partners pay the reselling price when it is set', () => {
    const product = makeProduct({ price: '3.00', content: { ...makeProduct().content, resellingPrice: '2.40' } });
    expect(basePrice(product, partner)).toBe(d('2.40'));
    expect(basePrice(product, ownBranch)).toBe(d('3'));
    expect(basePrice(makeProduct({ price: '3.00' }), partner)).toBe(d('3'));
  });
});

describe('itemPrice (§9 price per item, scaled by amount and unit factor)', () => {
  const bread = makeProduct({
    price: '4.80',
    unit: 'kg',
    alternativeUnits: [
      {
        unit: 'Stk.',
        ratio: '0.75',
        calculationModel: 'approximate',
        minimumQuantity: null,
        maximumQuantity: null,
        quantityStepSize: null,
      },
    ],
  });

  it.each([
    ['2 kg', '2', 'kg', '9.6'],
    ['250 g of a kg price', '250', 'g', '1.2'],
    ['25 dag', '25', 'dag', '1.2'],
    ['1 piece of 0.75 kg', '1', 'Stk.', '3.6'],
    ['333 g rounds once to whole cents (1.5984)', '333', 'g', '1.6'],
    ['1 g rounds half up to cents (0.0048)', '1', 'g', '0'],
    ['2 g rounds half up to cents (0.0096)', '2', 'g', '0.01'],
    ['0 kg', '0', 'kg', '0'],
  ])('%s', (_label, amount, unit, expected) => {
    expect(itemPrice(bread, { amount, unit, parts: [] }, ownBranch)).toEqual({
      ok: true,
      unitPrice: d('4.80'),
      gross: d(expected),
    });
  });

  it('applies the options before scaling', () => {
    const pizza = makeProduct({
      price: '8.00',
      config: {
        parts: [
          step('select', [option('Groß', 'overwrite', '11.00')]),
          step('multiselect', [option('Käse', 'add', '1.20')]),
        ],
      },
    });
    const result = itemPrice(pizza, { amount: '2', unit: 'piece', parts: ['Groß', ['Käse']] }, ownBranch);
    expect(result).toEqual({ ok: true, unitPrice: d('12.2'), gross: d('24.4') });
  });

  it('uses the reselling price for partners', () => {
    const product = makeProduct({ price: '3.00', content: { ...makeProduct().content, resellingPrice: '2.40' } });
    expect(itemPrice(product, { amount: '2', unit: 'Stk.', parts: [] }, partner)).toMatchObject({ gross: d('4.8') });
  });

  it.each([
    ['an unknown unit', { amount: '1', unit: 'l', parts: [] }, 'unknownUnit'],
    ['an unreadable amount', { amount: '1,5', unit: 'kg', parts: [] }, 'invalidAmount'],
    ['a negative amount', { amount: '-1', unit: 'kg', parts: [] }, 'invalidAmount'],
  ])('refuses %s', (_label, item, reason) => {
    expect(itemPrice(bread, item, ownBranch)).toMatchObject({ ok: false, reason });
  });

  it('refuses an unknown option', () => {
    const product = makeProduct({ config: { parts: [step('select', [option('A', 'add', '1')])] } });
    expect(itemPrice(product, { amount: '1', unit: 'piece', parts: ['B'] }, ownBranch)).toEqual({
      ok: false,
      reason: 'unknownOption',
      unknown: [{ step: 0, name: 'B' }],
    });
  });
});
