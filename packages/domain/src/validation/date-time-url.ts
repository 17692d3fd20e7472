/** Date, time and URL fields with the server-side messages of spec §8. Formats per DESIGN: ISO on the wire. */
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { nonBlankText } from './fields.js';

/** A calendar date 'YYYY-MM-DD' that exists (leap years included). */
export function isoDateField() {
  return nonBlankText().pipe(z.iso.date({ error: m.invalidDate }));
}

/** A time of day 'HH:mm' from 00:00 to 23:59. */
export function timeOfDayField() {
  return nonBlankText().pipe(z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: m.invalidTime }));
}

/** An ISO 8601 date-time with a 'Z' or numeric offset, e.g. '2026-03-29T09:30:00+02:00'. */
export function isoDateTimeField() {
  return nonBlankText().pipe(z.iso.datetime({ offset: true, error: m.invalidDateTime }));
}

/** An absolute http(s) URL. */
export function httpUrlField() {
  return nonBlankText().pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: m.invalidUrl }));
}
