/** BIC check (spec §8: server-side message for an invalid BIC), ISO 9362: bank, country, location, branch. */
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { nonBlankText } from './fields.js';

const bicPattern = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

export function isValidBic(value: string): boolean {
  return bicPattern.test(value.trim().toUpperCase());
}

/** A required BIC (8 or 11 characters, case-insensitive); the output is upper case. */
export function bicField() {
  return nonBlankText().pipe(
    z
      .string()
      .refine(isValidBic, { error: m.invalidBic })
      .transform((value) => value.toUpperCase()),
  );
}
