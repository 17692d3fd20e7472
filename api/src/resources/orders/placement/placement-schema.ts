import {
  type CheckoutBranchRules,
  type CheckoutContext,
  orderPlacementSchema,
  type ServiceMode,
} from '@bestell/domain';

type PlacementSchema = ReturnType<typeof orderPlacementSchema>;

/**
 * Every branch flag `orderPlacementSchema` reads (CheckoutBranchRules). Typed as a record over the whole Pick, so a
 * flag added there without being added here is a type error, and the key below can never miss an input.
 */
const ruleFlags: Record<keyof CheckoutBranchRules, true> = {
  isAppointmentRequired: true,
  isTableSelectionEnabled: true,
  isTakeawayEmailRequired: true,
  isTakeawayPhoneRequired: true,
  isTakeawayAddressRequired: true,
  isDeliveryEmailRequired: true,
  isDeliveryPhoneRequired: true,
  isDeliveryAddressRequired: true,
  isDineInEmailRequired: true,
  isDineInPhoneRequired: true,
  isDineInAddressRequired: true,
};
const flagNames = Object.keys(ruleFlags) as (keyof CheckoutBranchRules)[];

/** The schema's inputs as a string: the mode and one 0/1 per flag (3 × 2^11 possible keys at most). */
export function placementSchemaKey(mode: ServiceMode, branch: CheckoutBranchRules): string {
  let key = `${mode}:`;
  for (const name of flagNames) key += branch[name] ? '1' : '0';
  return key;
}

const schemas = new Map<string, PlacementSchema>();

/**
 * `orderPlacementSchema` built once per (mode, branch flags) and reused. Building a zod object schema and its first
 * parse (zod compiles a fast path per schema) cost far more than a parse, and a zod schema is immutable, so sharing
 * one between requests and branches with the same flags is safe. The key space is finite (see the key).
 */
export function placementSchemaFor(context: CheckoutContext): PlacementSchema {
  const key = placementSchemaKey(context.mode, context.branch);
  let schema = schemas.get(key);
  if (!schema) {
    schema = orderPlacementSchema(context);
    schemas.set(key, schema);
  }
  return schema;
}
