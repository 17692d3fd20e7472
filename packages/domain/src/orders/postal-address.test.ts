import { describe, expect, it } from 'vitest';
import { hasPostalAddress } from './postal-address.js';

describe('hasPostalAddress (issue 21.13: no "Adresse AT" for a pickup order)', () => {
  it.each([
    [{ street: 'Herrengasse 1', zipCode: '8010', city: 'Graz' }, true],
    [{ street: null, zipCode: '8010', city: null }, true],
    [{ street: null, zipCode: null, city: 'Graz' }, true],
    [{ street: 'Herrengasse 1' }, true],
    [{ street: null, zipCode: null, city: null }, false],
    [{ street: '', zipCode: ' ', city: '\t' }, false],
    [{}, false],
  ])('%j → %s', (address, expected) => {
    expect(hasPostalAddress(address)).toBe(expected);
  });
});
