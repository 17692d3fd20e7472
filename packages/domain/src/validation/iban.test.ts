import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages/validation.js';
import { ibanField, isValidIban, normaliseIban } from './iban.js';

describe('IBAN (§8 server-side: invalid IBAN)', () => {
  it.each([
    ['AT611904300234573201', true],
    ['AT61 1904 3002 3457 3201', true],
    ['de89370400440532013000', true],
    ['CH9300762011623852957', true],
    ['LI21088100002324013AA', true],
    ['GB29NWBK60161331926819', true],
    ['AT611904300234573202', false], // check digits wrong
    ['AT61190430023457320', false], // too short for AT
    ['DE8937040044053201300', false], // too short for DE
    ['XX89370400440532013000', false], // unknown country
    ['AT6119043002345732O1', false], // letter O inside an Austrian number still computes, but fails mod-97
    ['AT61-1904-3002-3457-3201', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidIban(value)).toBe(valid);
  });

  it('normalises spaces and case', () => {
    expect(normaliseIban(' at61 1904 3002 3457 3201 ')).toBe('AT611904300234573201');
    expect(ibanField().parse('at61 1904 3002 3457 3201')).toBe('AT611904300234573201');
  });

  it.each([
    ['', m.blank],
    [undefined, m.blank],
    [12, m.invalidValue],
    ['AT611904300234573202', m.invalidIban],
  ])('%j → its message', (input, message) => {
    const result = ibanField().safeParse(input);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
