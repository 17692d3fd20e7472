import type { ProductPart } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { makeTestProduct } from '../../test/fixtures';
import {
  chooseOption,
  commitAmount,
  decrease,
  increase,
  initialConfiguration,
  selectUnit,
  toCartItem,
  typeAmount,
} from './configurator-state';

/** Like the demo's 'Hausbrot vom Laib': sold by kg, by dag over the counter, or as whole loaves. */
const hausbrot = makeTestProduct({
  id: 4,
  name: 'Hausbrot vom Laib',
  price: '5.20',
  unit: 'kg',
  calculationModel: 'approximate',
  alternativeUnits: [
    {
      unit: 'dag',
      ratio: '0.01',
      calculationModel: 'approximate',
      minimumQuantity: '10',
      maximumQuantity: '500',
      quantityStepSize: '5',
    },
  ],
  defaultUnit: 'dag',
  minimumQuantity: '0.1',
  maximumQuantity: '6',
  quantityStepSize: '0.05',
});

const size: ProductPart = {
  name: 'Größe',
  description: null,
  type: 'select',
  isOptional: false,
  options: [
    { name: 'klein', modifier: 'overwrite', value: '32.00' },
    { name: 'groß', modifier: 'overwrite', value: '42.00' },
  ],
};
const extras: ProductPart = {
  name: 'Extras',
  description: null,
  type: 'multiselect',
  isOptional: true,
  options: [
    { name: 'Schlagobers', modifier: 'add', value: '3.50' },
    { name: 'Holzkiste', modifier: 'add', value: '9.00' },
  ],
};
const topping: ProductPart = { ...size, name: 'Glasur', isOptional: true };
const torte = makeTestProduct({
  id: 22,
  name: 'Sachertorte',
  unit: 'Stk.',
  type: 'configurable',
  config: { parts: [size, extras, topping] },
});

describe('configurator state (spec §2 Product configuration overlay, §5 Quantity)', () => {
  it('starts with the default unit and the minimum of that unit', () => {
    const state = initialConfiguration(hausbrot);
    expect(state).toMatchObject({ step: 0, unit: 'dag', amountText: '10', values: [] });
  });

  it('steps plus and minus by the unit step and stops at the minimum', () => {
    let state = initialConfiguration(hausbrot);
    state = increase(hausbrot, state);
    expect(state.amountText).toBe('15');
    state = decrease(hausbrot, decrease(hausbrot, state));
    expect(state.amountText).toBe('10');
  });

  it('accepts a comma, rounds up to the step on leaving the field, and caps at the maximum', () => {
    let state = typeAmount(initialConfiguration(hausbrot), '22,5');
    expect(state.amountText).toBe('22,5');
    state = commitAmount(hausbrot, state);
    expect(state.amountText).toBe('25');
    expect(commitAmount(hausbrot, typeAmount(state, '9000')).amountText).toBe('500');
    expect(commitAmount(hausbrot, typeAmount(state, 'viel')).amountText).toBe('10');
  });

  it('converts the amount when the unit changes', () => {
    const state = selectUnit(hausbrot, typeAmount(initialConfiguration(hausbrot), '50'), 'kg');
    expect(state).toMatchObject({ unit: 'kg', amountText: '0,5' });
    expect(selectUnit(hausbrot, state, 'Liter')).toBe(state);
  });

  it('selects, deselects an optional select on a second click, and toggles multiselect options', () => {
    let state = initialConfiguration(torte);
    expect(state.values).toEqual([null, null, null]);
    state = chooseOption(state, size, 0, 'groß');
    state = chooseOption(state, size, 0, 'groß');
    expect(state.values[0]).toBe('groß');
    state = chooseOption(state, topping, 2, 'klein');
    expect(state.values[2]).toBe('klein');
    state = chooseOption(state, topping, 2, 'klein');
    expect(state.values[2]).toBeNull();
    state = chooseOption(state, extras, 1, 'Holzkiste');
    state = chooseOption(state, extras, 1, 'Schlagobers');
    expect(state.values[1]).toEqual(['Holzkiste', 'Schlagobers']);
    state = chooseOption(chooseOption(state, extras, 1, 'Holzkiste'), extras, 1, 'Schlagobers');
    expect(state.values[1]).toBeNull();
  });

  it('makes a cart line and reads it back for editing', () => {
    let state = chooseOption(initialConfiguration(torte), size, 0, 'klein');
    state = increase(torte, state);
    const item = toCartItem(torte, state);
    expect(item).toEqual({
      product: { id: 22, name: 'Sachertorte', description: null, price: '1.00' },
      amount: '2',
      unit: 'Stk.',
      parts: ['klein', null, null],
    });
    expect(initialConfiguration(torte, item)).toMatchObject({
      amountText: '2',
      unit: 'Stk.',
      values: ['klein', null, null],
    });
  });
});
