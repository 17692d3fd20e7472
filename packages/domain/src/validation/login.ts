/** Staff login body (spec §8 Authentication). */
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { requiredTextField, strictObjectError } from './fields.js';

export const loginSchema = z.strictObject(
  {
    username: requiredTextField(180),
    // passwords are not trimmed: spaces may belong to them
    password: z
      .string({ error: (issue) => (issue.input == null ? m.blank : m.invalidValue) })
      .min(1, { error: m.blank })
      .max(4096, { error: m.tooLong({ limit: 4096 }) }),
  },
  strictObjectError,
);

export type LoginBody = z.output<typeof loginSchema>;
