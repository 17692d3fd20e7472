import { describe, expect, it } from 'vitest';
import { keepValidCartItems, matchingActiveProduct } from './cart-validity.js';
import { makeBranch, makeProduct } from './fixtures.js';

const product = makeProduct({ id: 7, name: 'Kornspitz', description: 'mit Sesam', price: '0.90' });
const partnerOnly = makeProduct({ id: 8, content: { ...product.content, scope: 'partners' } });
const branch = makeBranch();
const snapshot = { id: 7, name: 'Kornspitz', description: 'mit Sesam', price: '0.90' };

describe('matchingActiveProduct (§4 Cart: same id, name, description and price; §5 scope fits)', () => {
  it.each([
    ['identical', snapshot, true],
    ['price written differently', { ...snapshot, price: '0.9' }, true],
    ['other id', { ...snapshot, id: 6 }, false],
    ['renamed', { ...snapshot, name: 'Kornspitz XL' }, false],
    ['other description', { ...snapshot, description: null }, false],
    ['other price', { ...snapshot, price: '0.95' }, false],
    ['unreadable price', { ...snapshot, price: 'gratis' }, false],
  ])('%s → %s', (_label, stored, matches) => {
    expect(matchingActiveProduct(stored, [product], branch) !== undefined).toBe(matches);
  });

  it('drops a product whose scope does not fit the branch', () => {
    const stored = { id: 8, name: partnerOnly.name, description: null, price: partnerOnly.price };
    expect(matchingActiveProduct(stored, [partnerOnly], branch)).toBeUndefined();
    expect(matchingActiveProduct(stored, [partnerOnly], makeBranch({ identificationNumber: 'P-1' }))).toBe(partnerOnly);
  });

  it('keeps only the valid items, in order', () => {
    const items = [
      { product: snapshot, amount: '1' },
      { product: { ...snapshot, price: '1.10' }, amount: '2' },
      { product: snapshot, amount: '3' },
    ];
    expect(keepValidCartItems(items, [product], branch).map((item) => item.amount)).toEqual(['1', '3']);
  });
});
