import { describe, expect, it } from 'vitest';
import { makeBranch, makeProduct } from '../catalog/fixtures.js';
import type { AlternativeUnit, DeliveryArea } from '../entities/index.js';
import { decimal } from '../money/parse.js';
import { isApproximateTotal, lineCalculationModel } from './approximate.js';
import { DONATION_AMOUNT, eventPrice } from './constants.js';
import { cartItemCount } from './item-count.js';
import { checkMinimumOrder, freeDeliveryHint } from './minimum-order.js';
import { priceCart } from './price-cart.js';

const d = decimal;
const NBSP = '\u00a0';
const pieceAlternative: AlternativeUnit = {
  unit: 'Stk.',
  ratio: '0.5',
  calculationModel: 'approximate',
  minimumQuantity: null,
  maximumQuantity: null,
  quantityStepSize: null,
};

describe("isApproximateTotal (§9 'ca.': non-fixed calculation model or weight-based items)", () => {
  const fixedPiece = makeProduct({ unit: 'piece', calculationModel: 'fixed' });
  const kg = makeProduct({ unit: 'kg', calculationModel: 'fixed', alternativeUnits: [pieceAlternative] });
  it.each([
    ['only fixed pieces', [{ product: fixedPiece, unit: 'piece' }], false],
    ['an approximate product', [{ product: makeProduct({ calculationModel: 'approximate' }), unit: 'piece' }], true],
    ['a minimum-price product', [{ product: makeProduct({ calculationModel: 'minimum' }), unit: 'piece' }], true],
    ['a weight unit', [{ product: kg, unit: 'kg' }], true],
    ['a weighed product ordered by the piece', [{ product: kg, unit: 'Stk.' }], true],
    ['fixed pieces in grams of a piece product', [{ product: makeProduct({ unit: 'Stk.' }), unit: 'Stk.' }], false],
    ['empty cart', [], false],
  ])('%s → %s', (_label, lines, expected) => {
    expect(isApproximateTotal(lines)).toBe(expected);
  });

  it("takes the alternative unit's calculation model for a line in it", () => {
    const product = makeProduct({
      unit: 'piece',
      calculationModel: 'fixed',
      alternativeUnits: [{ ...pieceAlternative, unit: 'Port.' }],
    });
    expect(lineCalculationModel({ product, unit: 'Port.' })).toBe('approximate');
    expect(lineCalculationModel({ product, unit: 'piece' })).toBe('fixed');
    expect(isApproximateTotal([{ product, unit: 'Port.' }])).toBe(true);
  });
});

describe('cartItemCount (§9: amount, serving and pair lines count by amount, others count 1)', () => {
  it.each([
    ['pieces by amount', [{ amount: '3', unit: 'Stk.' }], 3],
    ['servings by amount', [{ amount: '2', unit: 'serving' }], 2],
    ['pairs by amount', [{ amount: '4', unit: 'Paar' }], 4],
    ['fractional amounts round up', [{ amount: '1.5', unit: 'Port.' }], 2],
    ['weight counts 1', [{ amount: '750', unit: 'g' }], 1],
    ['persons count 1', [{ amount: '10', unit: 'Pers.' }], 1],
    ['packages count 1', [{ amount: '3', unit: 'Pkg.' }], 1],
    ['unknown unit counts 1', [{ amount: '5', unit: 'Schachtel' }], 1],
    ['zero amount counts 1', [{ amount: '0', unit: 'Stk.' }], 1],
    [
      'mixed',
      [
        { amount: '3', unit: 'Stk.' },
        { amount: '0.5', unit: 'kg' },
        { amount: '2', unit: 'Paar' },
      ],
      6,
    ],
    ['empty', [], 0],
  ])('%s → %i', (_label, lines, expected) => {
    expect(cartItemCount(lines)).toBe(expected);
  });
});

describe('minimum order (§5 Delivery minimum)', () => {
  it('is reached at or above the minimum, or without one', () => {
    expect(checkMinimumOrder({ minimumOrderValue: '20' }, d('20'))).toEqual({ reached: true });
    expect(checkMinimumOrder({ minimumOrderValue: '20' }, d('25'))).toEqual({ reached: true });
    expect(checkMinimumOrder({ minimumOrderValue: null }, d('0'))).toEqual({ reached: true });
  });

  it('reports the difference and both messages', () => {
    expect(checkMinimumOrder({ minimumOrderValue: '20' }, d('12.5'))).toEqual({
      reached: false,
      minimum: d('20'),
      difference: d('7.5'),
      notReachedMessage: `Sie haben den Mindestbestellwert in Höhe von 20,00${NBSP}€ leider noch nicht erreicht.`,
      addMoreMessage: `Fügen Sie Waren im Wert von mindestens 7,50${NBSP}€ hinzu oder wählen Sie eine andere Art der Lieferung.`,
    });
  });

  it("gives the hint 'Kostenlose Lieferung ab {amount}.' only with a threshold on a non-free area", () => {
    expect(freeDeliveryHint({ free: false, freeFromOrderValue: '30' })).toBe(`Kostenlose Lieferung ab 30,00${NBSP}€.`);
    expect(freeDeliveryHint({ free: true, freeFromOrderValue: '30' })).toBeNull();
    expect(freeDeliveryHint({ free: false, freeFromOrderValue: null })).toBeNull();
  });
});

describe('constants (§9)', () => {
  it('donation is 0.07 and event prices are rounded to 2 decimals', () => {
    expect(DONATION_AMOUNT).toBe(d('0.07'));
    expect(eventPrice(d('2.345'))).toBe(2.35);
    expect(eventPrice(d('1.6364'))).toBe(1.64);
  });
});

describe('priceCart (§2 Checkout summary)', () => {
  const area: DeliveryArea = {
    area: '1010 Wien',
    price: '3.00',
    tax: '20',
    free: false,
    freeFromOrderValue: '50',
    minimumOrderValue: '15',
  };
  const roll = makeProduct({ id: 1, price: '0.55', tax: '10', takeawayTax: '10', dineInTax: '10' });
  const coffee = makeProduct({ id: 2, price: '3.20', unit: 'piece', tax: '20', takeawayTax: '10', dineInTax: '20' });
  const partnerOnly = makeProduct({ id: 3, content: { ...roll.content, scope: 'partners' } });
  const lines = [
    { product: roll, item: { amount: '10', unit: 'Stk.', parts: [] } },
    { product: coffee, item: { amount: '2', unit: 'piece', parts: [] } },
  ];

  it('prices a delivery with fee, taxes and minimum', () => {
    const cart = priceCart({ lines, mode: 'delivery', branch: makeBranch(), deliveryArea: area });
    expect(cart.problems).toEqual([]);
    expect(cart.totals.gross).toBe(d('11.9'));
    expect(cart.delivery).toEqual({ gross: d('3'), taxRate: d('20'), isFree: false });
    expect(cart.totals.totalGross).toBe(d('14.9'));
    // 5.50 at 10 % → net 5.0000; 6.40 + 3.00 at 20 % → net 7.8333
    expect(cart.totals.taxes).toEqual({ '10': d('0.5'), '20': d('1.5667') });
    expect(cart.totals.net).toBe(d('12.8333'));
    expect(cart.isApproximate).toBe(false);
    expect(cart.itemCount).toBe(12);
    expect(cart.minimumOrder).toMatchObject({ reached: false, difference: d('3.1') });
  });

  it('uses the takeaway rate and no fee for takeaway', () => {
    const cart = priceCart({ lines, mode: 'takeaway', branch: makeBranch(), deliveryArea: area });
    expect(cart.delivery).toBeNull();
    expect(cart.minimumOrder).toBeNull();
    expect(cart.totals.taxes).toEqual({ '10': d('1.0818') });
    expect(cart.totals.totalGross).toBe(d('11.9'));
  });

  it('leaves out-of-scope and unpriceable lines out and reports them', () => {
    const cart = priceCart({
      lines: [
        ...lines,
        { product: partnerOnly, item: { amount: '1', unit: 'piece', parts: [] } },
        { product: roll, item: { amount: '1', unit: 'l', parts: [] } },
      ],
      mode: 'takeaway',
      branch: makeBranch(),
      deliveryArea: null,
    });
    expect(cart.problems).toEqual([
      { index: 2, reason: 'outOfScope' },
      { index: 3, reason: 'unknownUnit' },
    ]);
    expect(cart.lines.map((l) => l.index)).toEqual([0, 1]);
  });
});
