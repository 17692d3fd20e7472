/**
 * The order placement body the API accepts (spec §3 Order form, §7 order creation: the order form plus
 * isDelivery, isDineIn, items, branch). Strict: unknown fields are rejected. Prices are never trusted
 * (DESIGN Money): an item may carry the `price` the cart shows, which is accepted and dropped; any other
 * price field is an unknown field and rejected.
 */
import { z } from 'zod';
import type { ServiceMode } from '../entities/branch.js';
import { validationMessages as m } from '../messages/validation.js';
import { type CheckoutContext, checkoutStepOneShape, checkoutStepThreeShape } from './checkout.js';
import { flagField, idField, requiredTextField, strictObjectError } from './fields.js';

export const maxOrderItems = 200;
export const maxItemParts = 100;
export const maxPartValueLength = 2000;

/** An item amount on the wire: a decimal string ('2', '0.5', '1.250'), at most 3 decimals, greater than 0. */
export const itemAmountSchema = z
  .string({ error: (issue) => (issue.input == null ? m.blank : m.invalidAmount) })
  .trim()
  .regex(/^\d{1,6}(?:\.\d{1,3})?$/, { error: m.invalidAmount })
  .refine((amount) => /[1-9]/.test(amount), { error: m.greaterThan({ limit: 0 }) });

const partValueText = z.string().max(maxPartValueLength);
const partValueSchema = z.union([partValueText, z.array(partValueText).max(maxItemParts), z.null()], {
  error: m.invalidValue,
});

export const orderItemSchema = z
  .strictObject(
    {
      product: idField(),
      amount: itemAmountSchema,
      unit: requiredTextField(50),
      parts: z
        .array(partValueSchema, { error: m.invalidValue })
        .max(maxItemParts, { error: m.tooMany({ limit: maxItemParts }) })
        .default([]),
      /** Display price of the cart: accepted and dropped, the server recomputes it. */
      price: z.unknown().optional(),
    },
    strictObjectError,
  )
  .transform(({ price: _ignored, ...item }) => item);

export const orderItemsSchema = z
  .array(orderItemSchema, { error: (issue) => (issue.input == null ? m.emptyCart : m.invalidValue) })
  .min(1, { error: m.emptyCart })
  .max(maxOrderItems, { error: m.tooMany({ limit: maxOrderItems }) });

/**
 * First pass over the raw body: the branch id and the service flags, needed to load the branch and build
 * the full schema. Other fields are left for `orderPlacementSchema`.
 */
export const orderPlacementHeadSchema = z
  .object({ branch: idField(), isDelivery: flagField(), isDineIn: flagField() }, { error: m.invalidValue })
  .refine((head) => !(head.isDelivery && head.isDineIn), { path: ['isDineIn'], error: m.deliveryAndDineIn });

/** Neither flag means takeaway (spec §3 Cart). */
export function serviceModeFromFlags(flags: { isDelivery: boolean; isDineIn: boolean }): ServiceMode {
  if (flags.isDelivery) return 'delivery';
  return flags.isDineIn ? 'dineIn' : 'takeaway';
}

/** A service flag that must agree with the mode the schema was built for. */
function modeFlag(expected: boolean) {
  return flagField().refine((value) => value === expected, { error: m.invalidValue });
}

/** The full, strict body for a mode and branch (take both from `orderPlacementHeadSchema`). */
export function orderPlacementSchema(context: CheckoutContext) {
  return z.strictObject(
    {
      ...checkoutStepOneShape(context),
      ...checkoutStepThreeShape(),
      isDelivery: modeFlag(context.mode === 'delivery'),
      isDineIn: modeFlag(context.mode === 'dineIn'),
      branch: idField(),
      items: orderItemsSchema,
    },
    strictObjectError,
  );
}

export type OrderPlacementInput = z.input<ReturnType<typeof orderPlacementSchema>>;
export type OrderPlacement = z.output<ReturnType<typeof orderPlacementSchema>>;
export type OrderPlacementItem = z.output<typeof orderItemSchema>;
