import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';

/** The longest quick quote or auto-accept lead time, in minutes (one day). */
export const maxQuoteMinutes = 1440;

/**
 * Body of POST /orders/{id}/status/confirm (issue 27 point 5): optionally the quick quote 'in 20 Min.'. Without it the
 * order keeps its due time.
 */
export const orderConfirmSchema = z.strictObject({
  readyInMinutes: z
    .number({ error: m.invalidValue })
    .int({ error: m.notInteger })
    .min(1, { error: m.notInRange({ min: 1, max: maxQuoteMinutes }) })
    .max(maxQuoteMinutes, { error: m.notInRange({ min: 1, max: maxQuoteMinutes }) })
    .optional(),
});

/**
 * The due time of an order confirmed 'in N minutes' (a quick quote, or auto-accept with the branch's default lead
 * time): now + N, but never earlier than the time the customer asked for.
 */
export function quotedDueAt(dueAt: Date, now: Date, minutes: number): Date {
  const quoted = now.getTime() + minutes * 60_000;
  return new Date(Math.max(dueAt.getTime(), quoted));
}
