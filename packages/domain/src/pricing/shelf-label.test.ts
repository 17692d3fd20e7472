import { describe, expect, it } from 'vitest';
import { makeBranch, makeProduct } from '../catalog/fixtures.js';
import { shelfLabel } from './shelf-label.js';

const NBSP = '\u00a0';
const euro = (amount: string) => `${amount}${NBSP}€`;

describe('shelfLabel (issue 12 point 6: name, price and unit, base price per kg / l, allergens)', () => {
  it('a piece: German price, "je Stk.", no base price', () => {
    expect(shelfLabel(makeProduct({ name: ' Kaisersemmel ', price: '0.65' }))).toEqual({
      name: 'Kaisersemmel',
      price: euro('0,65'),
      unit: 'je Stk.',
      basePrice: null,
      allergens: null,
    });
  });

  it('sold per dag: the base price per kg', () => {
    const label = shelfLabel(makeProduct({ price: '1.49', unit: 'dag', calculationModel: 'approximate' }));
    expect(label).toMatchObject({
      price: `ca. ${euro('1,49')}`,
      unit: 'je dag',
      basePrice: `Grundpreis ${euro('149,00')} / kg`,
    });
  });

  it('sold per 100 ml-units and per g: per l and per kg', () => {
    expect(shelfLabel(makeProduct({ price: '0.35', unit: 'cl' })).basePrice).toBe(`Grundpreis ${euro('35,00')} / l`);
    expect(shelfLabel(makeProduct({ price: '0.0125', unit: 'g' })).basePrice).toBe(`Grundpreis ${euro('12,50')} / kg`);
    expect(shelfLabel(makeProduct({ price: '0.0033', unit: 'g' })).basePrice).toBe(`Grundpreis ${euro('3,30')} / kg`);
  });

  it('a piece with a weight as alternative unit (a loaf of 0.75 kg): base price per kg, rounded half up to cents', () => {
    const loaf = makeProduct({
      price: '4.50',
      unit: 'Stk.',
      alternativeUnits: [
        {
          unit: 'kg',
          ratio: '1.3333',
          calculationModel: 'fixed',
          minimumQuantity: null,
          maximumQuantity: null,
          quantityStepSize: null,
        },
      ],
    });
    expect(shelfLabel(loaf)).toMatchObject({ unit: 'je Stk.', basePrice: `Grundpreis ${euro('6,00')} / kg` });
  });

  it('sold per kg or per l already: the price is the base price, none printed twice', () => {
    expect(shelfLabel(makeProduct({ price: '4.8', unit: 'kg' }))).toMatchObject({ unit: 'je kg', basePrice: null });
    expect(shelfLabel(makeProduct({ price: '2', unit: 'liter' }))).toMatchObject({ unit: 'je l', basePrice: null });
  });

  it('hidden price: no price, unit or base price; the allergens still', () => {
    expect(shelfLabel(makeProduct({ unit: 'dag', isPriceHidden: true, allergens: 'A, G' }))).toEqual({
      name: 'Semmel',
      price: null,
      unit: null,
      basePrice: null,
      allergens: 'Allergene: A, G',
    });
  });

  it('minimum price and the partner price of a reseller branch', () => {
    expect(shelfLabel(makeProduct({ price: '25', calculationModel: 'minimum' })).price).toBe(`ab ${euro('25,00')}`);
    const product = makeProduct({ price: '3', content: { ...makeProduct().content, resellingPrice: '2.5' } });
    expect(shelfLabel(product).price).toBe(euro('3,00'));
    expect(shelfLabel(product, makeBranch({ identificationNumber: 'P-1' })).price).toBe(euro('2,50'));
  });

  it('allergens from the product, else from its content; blank means none', () => {
    const fromContent = makeProduct({ content: { ...makeProduct().content, allergens: 'A' } });
    expect(shelfLabel(fromContent).allergens).toBe('Allergene: A');
    expect(shelfLabel(makeProduct({ allergens: '  ' })).allergens).toBeNull();
  });
});
