/** Building blocks of the back-office resource bodies (strict objects, German server messages of spec §8). */
import { z } from 'zod';
import { validationMessages as m } from '../../messages/validation.js';
import { nonBlankText, optionalTextField, requiredTextField } from '../fields.js';

const missing = (input: unknown): boolean => input === undefined || input === null;

/** A lowercase slug such as 'wien-mariahilf' (identifiers of branches, divisions, devices …). */
export function slugField(max = 100) {
  return requiredTextField(max).pipe(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: m.invalidValue }));
}

export function optionalSlugField(max = 100) {
  return optionalTextField(max).pipe(
    z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: m.invalidValue })
      .nullable(),
  );
}

/** A site or redirect path without leading or trailing slash, e.g. 'ueber-uns/team'; '' is the home page. */
export function pathField(allowEmpty: boolean) {
  const path = z
    .string({ error: (issue) => (missing(issue.input) ? m.blank : m.invalidValue) })
    .trim()
    .max(255, { error: m.tooLong({ limit: 255 }) })
    .regex(/^([a-z0-9][a-z0-9._-]*)(\/[a-z0-9][a-z0-9._-]*)*$|^$/, { error: m.invalidValue });
  return allowEmpty ? path : path.min(1, { error: m.blank });
}

/** A boolean with a default when missing. */
export function flag(defaultValue: boolean) {
  return z.boolean({ error: m.invalidValue }).default(defaultValue);
}

/** The largest value of a PostgreSQL `integer` column: a bigger number is refused on its field, not by the database. */
export const maxDatabaseInteger = 2_147_483_647;

/** A whole number from `min` up to `max` (the database's integer range by default), default when missing. */
export function integerField(min: number, defaultValue?: number, max = maxDatabaseInteger) {
  const base = z
    .number({ error: (issue) => (missing(issue.input) ? m.blank : m.invalidValue) })
    .int({ error: m.notInteger })
    .min(min, { error: m.greaterThan({ limit: min - 1 }) })
    .max(max, { error: m.notInRange({ min, max }) });
  return defaultValue === undefined ? base : base.default(defaultValue);
}

export function optionalIntegerField(min: number, max = maxDatabaseInteger) {
  return z
    .number({ error: m.invalidValue })
    .int({ error: m.notInteger })
    .min(min, { error: m.greaterThan({ limit: min - 1 }) })
    .max(max, { error: m.notInRange({ min, max }) })
    .nullish()
    .transform((value) => value ?? null);
}

/** A reference to another row by id (a positive database integer); an id out of range is simply not valid. */
export function rowIdField() {
  return z
    .number({ error: (issue) => (missing(issue.input) ? m.blank : m.invalidValue) })
    .int({ error: m.invalidValue })
    .positive({ error: m.invalidValue })
    .max(maxDatabaseInteger, { error: m.invalidValue });
}

export function optionalIdField() {
  return z
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .positive({ error: m.invalidValue })
    .max(maxDatabaseInteger, { error: m.invalidValue })
    .nullish()
    .transform((value) => value ?? null);
}

export const positionField = () => integerField(0, 0);

const decimalPattern = /^\d{1,8}(\.\d{1,4})?$/;

/** A non-negative decimal as a string ("2.90"); numbers are refused so no float reaches the database. */
export function decimalField(defaultValue?: string) {
  const base = nonBlankText().pipe(z.string().regex(decimalPattern, { error: m.invalidAmount }));
  return defaultValue === undefined ? base : base.default(defaultValue);
}

export function optionalDecimalField() {
  return optionalTextField(20).pipe(z.string().regex(decimalPattern, { error: m.invalidAmount }).nullable());
}

/** A long free text (descriptions, HTML). */
export const optionalLongText = () => optionalTextField(65_535);

export const imageRefSchema = z.strictObject(
  {
    id: z.number({ error: m.invalidValue }).int({ error: m.invalidValue }).positive({ error: m.invalidValue }),
    version: z.number({ error: m.invalidValue }).int({ error: m.invalidValue }).positive({ error: m.invalidValue }),
    extension: z.string({ error: m.invalidValue }).regex(/^[a-z0-9]{1,10}$/, { error: m.invalidValue }),
    alt: z
      .string({ error: m.invalidValue })
      .max(255, { error: m.tooLong({ limit: 255 }) })
      .optional(),
  },
  { error: m.invalidValue },
);

export const optionalImageField = () => imageRefSchema.nullish().transform((value) => value ?? null);

/** `[{ id }]` references (branches of a menu or user, tags of a branch). */
export function idRefsField() {
  return z
    .array(z.strictObject({ id: rowIdField() }, { error: m.invalidValue }), { error: m.invalidValue })
    .default([]);
}

/** A free JSON document (CMS content, device settings). */
export function documentField() {
  return z.record(z.string(), z.unknown(), { error: m.invalidValue }).default({});
}

export const scheduleSchema = z.array(
  z.strictObject(
    {
      from: z.iso.datetime({ offset: true, error: m.invalidDateTime }).nullish(),
      to: z.iso.datetime({ offset: true, error: m.invalidDateTime }).nullish(),
    },
    { error: m.invalidValue },
  ),
  { error: m.invalidValue },
);
