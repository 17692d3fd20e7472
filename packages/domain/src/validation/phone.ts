/** Spec §5 Phone input and Checkout step one. */
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { nonBlankText } from './fields.js';
import { defaultPhonePrefix, type PhonePrefix, phonePrefixes } from './phone-prefixes.js';

export interface NormalisedPhone {
  /** The recognised prefix, or null for an international number whose prefix is not in the list. */
  prefix: PhonePrefix | null;
  /** The national number without leading zeros (or, with prefix null, the whole number with its '+'). */
  number: string;
  /** What the input emits: prefix plus number, or '' when there is no number. */
  value: string;
}

/**
 * Normalises what a user typed into the phone input (spec §5): characters other than digits and '+'
 * are stripped ('+' is kept only in front), a leading 00 becomes '+', a recognised prefix (+43, +49, +41)
 * is split off, leading zeros of the national number are removed. Without an international prefix the
 * number gets `selectedPrefix` (the picker's value, +43 by default).
 */
export function normalisePhone(raw: string, selectedPrefix: PhonePrefix = defaultPhonePrefix): NormalisedPhone {
  const cleaned = raw.trim().replace(/[^\d+]/g, '');
  let rest = (cleaned.startsWith('+') ? '+' : '') + cleaned.replace(/\+/g, '');
  if (rest.startsWith('00')) rest = `+${rest.slice(2)}`;

  let prefix: PhonePrefix | null = selectedPrefix;
  if (rest.startsWith('+')) {
    const known = phonePrefixes.find((entry) => rest.startsWith(entry.prefix));
    if (known) {
      prefix = known.prefix;
      rest = rest.slice(known.prefix.length);
    } else {
      prefix = null;
    }
  }

  if (prefix === null) {
    const digits = rest.slice(1).replace(/^0+/, '');
    return digits
      ? { prefix, number: `+${digits}`, value: `+${digits}` }
      : { prefix: selectedPrefix, number: '', value: '' };
  }
  const number = rest.replace(/^0+/, '');
  return { prefix, number, value: number ? prefix + number : '' };
}

/** Spec §5 Checkout step one: 0 and 1–14 digits, or '+', a 1–3 digit prefix and 1–12 digits. */
export const phonePattern = /^(?:0\d{1,14}|\+\d{1,3}\d{1,12})$/;

export function isValidPhone(value: string): boolean {
  return phonePattern.test(value);
}

/** The hint under the phone input: shown while the value is not empty and lacks a leading '+' (spec §5). */
export function phoneFormatWarning(value: string): string | null {
  const trimmed = value.trim();
  return trimmed !== '' && !trimmed.startsWith('+') ? m.phoneFormat : null;
}

/** A phone number field: required gives blank for '', optional accepts missing/null/'' as null. */
export function phoneField(required: boolean) {
  const format = z.string().regex(phonePattern, { error: m.phoneFormat });
  if (required) {
    return nonBlankText().pipe(format);
  }
  return z
    .string({ error: m.invalidValue })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(format.nullable());
}
