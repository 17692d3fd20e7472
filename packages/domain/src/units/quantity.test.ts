import { describe, expect, it } from 'vitest';
import { makeProduct } from '../catalog/fixtures.js';
import type { AlternativeUnit } from '../entities/index.js';
import { decimal } from '../money/parse.js';
import { isQuantityAllowed } from './adjust-quantity.js';
import { changeUnit } from './change-unit.js';
import { initialSelection } from './initial-selection.js';
import { parseAmount } from './parse-amount.js';
import { quantityLimits } from './quantity-limits.js';
import { unitOptions } from './unit-options.js';

const d = decimal;
const piece = (overrides: Partial<AlternativeUnit> = {}): AlternativeUnit => ({
  unit: 'Stk.',
  ratio: '0.25',
  calculationModel: 'approximate',
  minimumQuantity: null,
  maximumQuantity: null,
  quantityStepSize: null,
  ...overrides,
});

describe('parseAmount (§5 amount input)', () => {
  it.each([
    ['1,5', '1.5'],
    ['1.5', '1.5'],
    [' 2 ', '2'],
    ['0,25', '0.25'],
    ['abc', '0'],
    ['', '0'],
    ['1,5 kg', '0'],
    ['1.234,5', '0'],
    ['-1', '-1'],
  ])('%j → %s', (text, expected) => {
    expect(parseAmount(text)).toBe(d(expected));
  });
});

describe('quantityLimits (§5: limits convert between units through alternative units)', () => {
  const product = makeProduct({
    unit: 'kg',
    minimumQuantity: '0.5',
    maximumQuantity: '5',
    quantityStepSize: '0.25',
    alternativeUnits: [piece({ minimumQuantity: '3' })],
  });

  it('uses the product limits in the product unit', () => {
    expect(quantityLimits(product, 'kg')).toEqual({ minimum: d('0.5'), maximum: d('5'), step: d('0.25') });
  });

  it('converts them by factor into a unit of the same type', () => {
    expect(quantityLimits(product, 'g')).toEqual({ minimum: d('500'), maximum: d('5000'), step: d('250') });
  });

  it("prefers an alternative unit's own limits field by field, converting the rest through its ratio", () => {
    expect(quantityLimits(product, 'Stk.')).toEqual({ minimum: d('3'), maximum: d('20'), step: d('1') });
  });

  it('treats limits as none when they cannot be converted', () => {
    expect(quantityLimits(product, 'l')).toEqual({ minimum: d('0'), maximum: d('0'), step: d('0') });
  });

  it('steps by 1 in a unit sold only whole when no step is set, so 0.001 Stk. is no allowed amount', () => {
    const pieces = makeProduct({ unit: 'Stk.', minimumQuantity: null, quantityStepSize: null, alternativeUnits: [] });
    expect(quantityLimits(pieces, 'Stk.').step).toBe(d('1'));
    expect(isQuantityAllowed(d('0.001'), quantityLimits(pieces, 'Stk.'))).toBe(false);
    expect(isQuantityAllowed(d('2'), quantityLimits(pieces, 'Stk.'))).toBe(true);
    for (const unit of ['Port.', 'Paar', 'Pers.', 'Pkg.']) {
      expect(quantityLimits(makeProduct({ unit, quantityStepSize: null, alternativeUnits: [] }), unit).step).toBe(
        d('1'),
      );
    }
    const weighed = makeProduct({ unit: 'kg', minimumQuantity: null, quantityStepSize: null, alternativeUnits: [] });
    expect(isQuantityAllowed(d('0.001'), quantityLimits(weighed, 'kg'))).toBe(true);
  });
});

describe('initialSelection (§2 Shop page: minimumQuantity, overridden by defaultQuantity and defaultUnit)', () => {
  it.each([
    ['nothing set → 1 of the product unit', {}, '1', 'piece'],
    ['minimum', { minimumQuantity: '3' }, '3', 'piece'],
    ['defaultQuantity wins', { minimumQuantity: '3', defaultQuantity: '5' }, '5', 'piece'],
    ['defaultQuantity is still adjusted', { minimumQuantity: '3', defaultQuantity: '2' }, '3', 'piece'],
    [
      'defaultUnit converts the minimum',
      { unit: 'kg', minimumQuantity: '0.5', defaultUnit: 'g', alternativeUnits: [] },
      '500',
      'g',
    ],
    ['unusable defaultUnit falls back', { unit: 'kg', defaultUnit: 'l', defaultQuantity: '2' }, '2', 'kg'],
  ])('%s', (_label, overrides, amount, unit) => {
    expect(initialSelection(makeProduct(overrides))).toEqual({ amount: d(amount), unit });
  });
});

describe('changeUnit (§5: convert via the ratio, then re-adjust)', () => {
  const product = makeProduct({
    unit: 'kg',
    minimumQuantity: '0.5',
    alternativeUnits: [piece({ quantityStepSize: '1' })],
  });

  it.each([
    ['kg → Stk.', '1', 'kg', 'Stk.', '4'],
    ['kg → Stk. rounds up to whole pieces', '0.6', 'kg', 'Stk.', '3'],
    ['Stk. → kg', '3', 'Stk.', 'kg', '0.75'],
    ['g → kg raises to the minimum', '100', 'g', 'kg', '0.5'],
  ])('%s: %s → %s', (_label, amount, from, to, expected) => {
    expect(changeUnit(product, d(amount), from, to)).toEqual({ amount: d(expected), unit: to });
  });

  it('refuses a unit the product cannot use', () => {
    expect(changeUnit(product, d('1'), 'kg', 'l')).toBeNull();
  });
});

describe('unitOptions', () => {
  it('lists the product unit then the alternative units, without duplicates', () => {
    const product = makeProduct({
      unit: 'kg',
      alternativeUnits: [piece(), piece({ unit: 'kilogram' }), piece({ unit: 'Schachtel' })],
    });
    expect(unitOptions(product).map((o) => [o.key, o.label])).toEqual([
      ['kg', 'kg'],
      ['Stk.', 'Stk.'],
      ['Schachtel', 'Schachtel'],
    ]);
  });
});
