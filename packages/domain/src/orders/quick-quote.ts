import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { strictObjectError } from '../validation/fields.js';

/** The longest quick quote or auto-accept lead time, in minutes (one day). */
export const maxQuoteMinutes = 1440;

/**
 * Body of POST /orders/{id}/status/confirm (issue 27 point 5): optionally the quick quote 'in 20 Min.'. Without it the
 * order keeps its due time.
 */
export const orderConfirmSchema = z.strictObject(
  {
    readyInMinutes: z
      .number({ error: m.invalidValue })
      .int({ error: m.notInteger })
      .min(1, { error: m.notInRange({ min: 1, max: maxQuoteMinutes }) })
      .max(maxQuoteMinutes, { error: m.notInRange({ min: 1, max: maxQuoteMinutes }) })
      .optional(),
  },
  strictObjectError,
);
