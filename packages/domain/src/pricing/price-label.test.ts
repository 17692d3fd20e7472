import { describe, expect, it } from 'vitest';
import { makeBranch, makeProduct } from '../catalog/fixtures.js';
import { formatPriceLabel, productPriceLabel } from './price-label.js';

const NBSP = '\u00a0';
const own = makeBranch();
const partner = makeBranch({ identificationNumber: 'P-1' });

describe('productPriceLabel (§2 Shop page price; §3 calculation models Fix, ca., ab)', () => {
  it.each([
    ['fixed piece', { price: '0.55' }, own, `0,55${NBSP}€`],
    [
      'approximate per kg',
      { price: '4.8', unit: 'kg', calculationModel: 'approximate' as const },
      own,
      `ca. 4,80${NBSP}€ / kg`,
    ],
    ['minimum price', { price: '25', calculationModel: 'minimum' as const }, own, `ab 25,00${NBSP}€`],
    ['per serving', { price: '9.9', unit: 'Port.' }, own, `9,90${NBSP}€ / Port.`],
    ['unknown unit shown as stored', { price: '3', unit: 'Schachtel' }, own, `3,00${NBSP}€ / Schachtel`],
    [
      'reselling price for partners',
      { price: '3', content: { ...makeProduct().content, resellingPrice: '2.5' } },
      partner,
      `2,50${NBSP}€`,
    ],
  ])('%s', (_label, overrides, branch, expected) => {
    const label = productPriceLabel(makeProduct(overrides), branch);
    expect(label && formatPriceLabel(label)).toBe(expected);
  });

  it('is null when the price is hidden', () => {
    expect(productPriceLabel(makeProduct({ isPriceHidden: true }), own)).toBeNull();
  });
});
