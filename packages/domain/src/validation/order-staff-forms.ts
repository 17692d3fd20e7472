import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { longTextMax, optionalTextField } from './fields.js';

/** POST /orders/{id}/status/reject: the optional message to the customer (spec §4 reject, §3 rejectionMessage). */
export const orderRejectionSchema = z.strictObject({ rejectionMessage: optionalTextField(longTextMax) });

/** The back-office's counter-appointment picker: a calendar date and a time of day, both required. */
export const counterAppointmentFormSchema = z.object({
  date: z.string({ error: m.blank }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.blank }),
  time: z.string({ error: m.blank }).regex(/^\d{2}:\d{2}$/, { error: m.blank }),
});
