import { z } from 'zod';
import { refundsMessages as r } from '../messages/refunds.js';
import { requiredTextField } from '../validation/fields.js';

/** The longest reason a refund keeps (Stripe keeps metadata values up to 500 characters). */
export const refundReasonMax = 500;

/**
 * POST /api/orders/{id}/refunds: `amount` as a decimal string in the order's currency ("12.50"; a German "12,50" is
 * read the same), left out for the whole amount still open; a reason is required.
 */
export const refundRequestSchema = z.strictObject({
  amount: z
    .string({ error: r.invalidAmount })
    .trim()
    .regex(/^\d{1,9}(?:[.,]\d{1,2})?$/, { error: r.invalidAmount })
    .transform((value) => value.replace(',', '.'))
    .nullish()
    .transform((value) => value ?? null),
  reason: requiredTextField(refundReasonMax),
});

export type RefundRequest = z.output<typeof refundRequestSchema>;
