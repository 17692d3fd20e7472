import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages/validation.js';
import { isValidPhone, normalisePhone, phoneField, phoneFormatWarning } from './phone.js';
import { defaultPhonePrefix, isPhonePrefix, phonePrefixes } from './phone-prefixes.js';

describe('phone prefixes (§2 Checkout, §9)', () => {
  it('offers +43 (default), +49, +41 in this order', () => {
    expect(phonePrefixes.map((entry) => entry.prefix)).toEqual(['+43', '+49', '+41']);
    expect(defaultPhonePrefix).toBe('+43');
    expect(isPhonePrefix('+49')).toBe(true);
    expect(isPhonePrefix('+44')).toBe(false);
  });
});

describe('normalisePhone (§5 Phone input)', () => {
  it.each([
    // [raw, selected prefix, prefix, number, value]
    ['0664 123 45 67', undefined, '+43', '6641234567', '+436641234567'],
    ['(0664) 123-45/67', undefined, '+43', '6641234567', '+436641234567'],
    ['0664 1234567', '+49', '+49', '6641234567', '+496641234567'],
    ['0049 171 1234567', undefined, '+49', '1711234567', '+491711234567'],
    ['+41 79 123 45 67', undefined, '+41', '791234567', '+41791234567'],
    ['+43 (0) 664 1234567', '+49', '+43', '6641234567', '+436641234567'],
    ['00430664123', undefined, '+43', '664123', '+43664123'],
    ['66+4123', undefined, '+43', '664123', '+43664123'],
    ['+44 20 7946 0958', undefined, null, '+442079460958', '+442079460958'],
    ['', undefined, '+43', '', ''],
    ['abc', undefined, '+43', '', ''],
    ['000', undefined, '+43', '', ''],
    ['+43', undefined, '+43', '', ''],
    ['+', undefined, '+43', '', ''],
  ] as const)('%j (picker %s) → %s %s', (raw, selected, prefix, number, value) => {
    expect(normalisePhone(raw, selected)).toEqual({ prefix, number, value });
  });
});

describe('isValidPhone (§5 Checkout step one)', () => {
  it.each([
    ['06641234567', true],
    ['01', true],
    [`0${'1'.repeat(14)}`, true],
    [`0${'1'.repeat(15)}`, false],
    ['0', false],
    ['+436641234567', true],
    ['+11', true],
    [`+123${'4'.repeat(12)}`, true],
    [`+123${'4'.repeat(13)}`, false],
    ['+1', false],
    ['6641234567', false],
    ['+43 664 1234567', false],
    ['+43-664', false],
    ['', false],
  ])('%j → %s', (value, valid) => {
    expect(isValidPhone(value)).toBe(valid);
  });
});

describe('phoneFormatWarning (§5 Phone input)', () => {
  it.each([
    ['06641234567', m.phoneFormat],
    ['  0664', m.phoneFormat],
    ['+436641234567', null],
    ['', null],
    ['   ', null],
  ])('%j → %s', (value, warning) => {
    expect(phoneFormatWarning(value)).toBe(warning);
  });

  it('is the exact text of the spec', () => {
    expect(m.phoneFormat).toBe('Bitte geben Sie eine gültige Nummer im Format +436641234567 an.');
  });
});

describe('phoneField', () => {
  const messageOf = (required: boolean, input: unknown) => {
    const result = phoneField(required).safeParse(input);
    return result.success ? null : result.error.issues.map((issue) => issue.message);
  };

  it.each([
    [true, '', [m.blank]],
    [true, '   ', [m.blank]],
    [true, undefined, [m.blank]],
    [true, null, [m.blank]],
    [true, 664, [m.invalidValue]],
    [true, '6641234567', [m.phoneFormat]],
    [true, '+43 664', [m.phoneFormat]],
    [false, 'abc', [m.phoneFormat]],
    [false, 12, [m.invalidValue]],
  ])('required=%s %j → %j', (required, input, messages) => {
    expect(messageOf(required, input)).toEqual(messages);
  });

  it.each([
    [true, ' +436641234567 ', '+436641234567'],
    [false, '', null],
    [false, null, null],
    [false, undefined, null],
    [false, '06641234567', '06641234567'],
  ])('required=%s %j → %j', (required, input, output) => {
    expect(phoneField(required).parse(input)).toBe(output);
  });
});
