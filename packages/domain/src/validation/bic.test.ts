import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages/validation.js';
import { bicField, isValidBic } from './bic.js';

describe('BIC (§8 server-side: invalid BIC)', () => {
  it.each([
    ['BKAUATWW', true],
    ['BKAUATWWXXX', true],
    ['rzooat2l', true],
    ['DEUTDEFF500', true],
    ['BKAUATW', false],
    ['BKAUATWWXX', false],
    ['BKAU ATWW', false],
    ['1KAUATWW', false],
    ['BKAU1TWW', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidBic(value)).toBe(valid);
  });

  it('upper-cases the output', () => {
    expect(bicField().parse(' rzooat2l ')).toBe('RZOOAT2L');
  });

  it.each([
    ['', m.blank],
    [null, m.blank],
    ['BKAUATW', m.invalidBic],
  ])('%j → its message', (input, message) => {
    const result = bicField().safeParse(input);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
