import { describe, expect, it } from 'vitest';
import type { PartType, ProductPart } from '../entities/catalog.js';
import type { ChosenPartValue } from '../entities/order.js';
import { validationMessages as m } from '../messages/validation.js';
import { checkStep, isPositiveAmount, validateConfiguration } from './product-configuration.js';

const part = (type: PartType, isOptional = false): ProductPart => ({
  name: type,
  description: null,
  type,
  isOptional,
  options: [
    { name: 'Mohn', modifier: 'add', value: '0.50' },
    { name: 'Sesam', modifier: 'add', value: '0.30' },
  ],
});

describe('configuration steps (§5 Configuration save)', () => {
  it.each<[PartType, ChosenPartValue | undefined, string | null]>([
    ['select', 'Mohn', null],
    ['select', null, m.blank],
    ['select', undefined, m.blank],
    ['select', '', m.blank],
    ['select', 'Kümmel', m.invalidChoice],
    ['select', ['Mohn'], m.invalidValue],
    ['text', 'Alles Gute', null],
    ['text', '  ', m.blank],
    ['text', ['x'], m.invalidValue],
    ['textarea', 'Zeile 1\nZeile 2', null],
    ['textarea', null, m.blank],
    ['multiselect', ['Mohn', 'Sesam'], null],
    ['multiselect', [], m.blank],
    ['multiselect', null, m.blank],
    ['multiselect', ['Mohn', 'Kümmel'], m.invalidChoice],
    ['multiselect', ['Mohn', 'Mohn'], m.invalidValue],
    ['multiselect', 'Mohn', m.invalidValue],
    ['file', 'upload-1', null],
    ['file', ['upload-1'], null],
    ['file', [], m.blank],
    ['file', ['upload-1', 'upload-2'], m.singleFileOnly],
    ['files', ['upload-1', 'upload-2'], null],
    ['files', [], m.blank],
    ['files', ['upload-1', ''], m.invalidValue],
    ['image', null, m.blank],
    ['image', ['a', 'b'], m.singleFileOnly],
    ['images', ['a', 'b'], null],
    ['images', [], m.blank],
  ])('required %s with %j → %j', (type, value, message) => {
    expect(checkStep(part(type), value)).toBe(message);
  });

  it.each<[PartType, ChosenPartValue | undefined, string | null]>([
    ['select', null, null],
    ['select', 'Kümmel', m.invalidChoice],
    ['text', '', null],
    ['multiselect', [], null],
    ['files', undefined, null],
    ['image', ['a', 'b'], m.singleFileOnly],
  ])('optional %s with %j → %j', (type, value, message) => {
    expect(checkStep(part(type, true), value)).toBe(message);
  });
});

describe('isPositiveAmount (§5 Configuration save: amount > 0)', () => {
  it.each<[string | number, boolean]>([
    [1, true],
    [0.5, true],
    [0, false],
    [-1, false],
    [Number.NaN, false],
    ['1', true],
    ['0,5', true],
    ['0.000', false],
    ['0', false],
    ['', false],
    ['abc', false],
    ['-2', false],
  ])('%j → %s', (amount, positive) => {
    expect(isPositiveAmount(amount)).toBe(positive);
  });
});

describe('validateConfiguration', () => {
  const parts = [part('select'), part('text', true), part('files')];

  it('is valid when the amount is positive and every step is', () => {
    expect(validateConfiguration({ parts, values: ['Sesam', null, ['u1']], amount: '2' })).toEqual({
      isValid: true,
      amountMessage: null,
      steps: [
        { index: 0, isValid: true, message: null },
        { index: 1, isValid: true, message: null },
        { index: 2, isValid: true, message: null },
      ],
    });
  });

  it('reports each invalid step and a zero amount', () => {
    const result = validateConfiguration({ parts, values: ['Kümmel'], amount: 0 });
    expect(result.isValid).toBe(false);
    expect(result.amountMessage).toBe(m.greaterThan({ limit: 0 }));
    expect(result.steps.map((step) => step.message)).toEqual([m.invalidChoice, null, m.blank]);
  });

  it('is not valid with only the amount wrong', () => {
    expect(validateConfiguration({ parts, values: ['Mohn', null, ['u1']], amount: '0' }).isValid).toBe(false);
  });

  it('is not valid with more values than steps', () => {
    expect(validateConfiguration({ parts: [], values: ['x'], amount: 1 }).isValid).toBe(false);
    expect(validateConfiguration({ parts: [], values: [], amount: 1 }).isValid).toBe(true);
  });
});
