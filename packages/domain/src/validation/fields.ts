/**
 * Building blocks for schemas with German messages (spec §8 server-side validation).
 * Optional texts accept missing, null or '' and come out as null; required texts come out trimmed.
 */
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';

/** Default upper bound for short text fields (names, street, city …). */
export const shortTextMax = 255;
/** Upper bound for free-text fields (order comment, questionnaire comment). */
export const longTextMax = 2000;

const missing = (input: unknown): boolean => input === undefined || input === null;

/**
 * A trimmed string that must not be empty: missing, null or '' give `blankMessage`, a non-string the
 * invalid-value message. Further rules go into `.pipe(...)`, so they run only on a non-blank value
 * (pipes stop without aborting the parent object, whose cross-field checks still run).
 */
export function nonBlankText(blankMessage: string = m.blank) {
  return z
    .string({ error: (issue) => (missing(issue.input) ? blankMessage : m.invalidValue) })
    .trim()
    .min(1, { error: blankMessage });
}

/** A non-empty (after trimming) string of `min` to `max` characters. */
export function requiredTextField(max: number = shortTextMax, min = 1) {
  const length = z.string().max(max, { error: m.tooLong({ limit: max }) });
  return nonBlankText().pipe(min > 1 ? length.min(min, { error: m.tooShort({ limit: min }) }) : length);
}

/** An optional string: missing, null and '' (after trimming) become null. */
export function optionalTextField(max: number = shortTextMax) {
  return z
    .string({ error: m.invalidValue })
    .trim()
    .max(max, { error: m.tooLong({ limit: max }) })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A boolean flag that defaults to false when missing. */
export function flagField() {
  return z.boolean({ error: m.invalidValue }).default(false);
}

/** A checkbox that must be ticked. */
export function acceptedField(message: string) {
  return z.literal(true, { error: message });
}

/** One of a closed list of values; missing gives the blank message, anything else the invalid-choice message. */
export function choiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: (issue) => (missing(issue.input) || issue.input === '' ? m.blank : m.invalidChoice) });
}

/** An optional choice: missing, null and '' become null. */
export function optionalChoiceField<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .union([z.literal(''), z.enum(values)], { error: m.invalidChoice })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A positive integer id (database ids). */
export function idField() {
  return z
    .number({ error: (issue) => (missing(issue.input) ? m.blank : m.invalidValue) })
    .int({ error: m.invalidValue })
    .positive({ error: m.invalidValue });
}

/** An e-mail address, required or optional. */
export function emailField(required: boolean) {
  const address = z.email({ error: m.invalidEmail }).max(shortTextMax, { error: m.tooLong({ limit: shortTextMax }) });
  if (required) {
    return nonBlankText().pipe(address);
  }
  return z
    .string({ error: m.invalidValue })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(address.nullable());
}

/** The `error` option for strict bodies: unknown keys are 'not expected', a non-object is 'not valid'. */
export const strictObjectError = {
  error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? m.unexpectedField : m.invalidValue),
};
