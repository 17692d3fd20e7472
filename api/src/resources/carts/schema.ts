import { maxOrderItems, messages, orderItemSchema } from '@bestell/domain';
import { z } from 'zod';

/**
 * A stored cart (spec §3 Cart): items, the delivery flags, the chosen delivery area and the checkout form kept while
 * the customer leaves via Back. Items are checked like order items (prices are never stored: they are recomputed);
 * the form is kept as sent, bounded in size, and validated only on placement.
 */
export const cartBodySchema = z.strictObject(
  {
    items: z
      .array(orderItemSchema)
      .max(maxOrderItems, { error: messages.validation.tooMany({ limit: maxOrderItems }) })
      .default([]),
    isDelivery: z.boolean().default(false),
    isDineIn: z.boolean().default(false),
    deliveryArea: z.string().max(255).nullable().default(null),
    order: z
      .record(z.string().max(100), z.unknown())
      .refine((form) => JSON.stringify(form).length <= 20_000, { error: messages.validation.invalidValue })
      .nullable()
      .default(null),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? messages.validation.unexpectedField : messages.validation.invalidValue,
  },
);

export type CartBody = z.output<typeof cartBodySchema>;

export const emptyCart: CartBody = { items: [], isDelivery: false, isDineIn: false, deliveryArea: null, order: null };
