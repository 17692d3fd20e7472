import { customerInputSchema, staffOrderWire, strictObjectError, validationMessages } from '@bestell/domain';
import { z } from 'zod';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';

/** A customer as the API answers it: the stored row (with version and timestamps). */
export const customerEntitySchema = rowEntity(customerInputSchema);

const dateTime = z.string().meta({ description: 'ISO 8601 date and time.' });
const decimal = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .meta({ description: 'An amount as a 2-decimal string.' });

export const customerTotalsSchema = z.object({
  orderCount: z.number().int(),
  countedOrders: z.number().int().meta({ description: 'Orders not canceled, rejected or failed.' }),
  revenue: decimal.meta({ description: 'Total gross of the counted orders.' }),
  firstOrderAt: dateTime.nullable(),
  lastOrderAt: dateTime.nullable(),
});

/** GET /api/customers/{id}/orders. */
export const customerOrdersSchema = z.object({
  totals: customerTotalsSchema,
  orders: z.array(staffOrderWire).meta({ description: 'The latest 200 orders, newest first.' }),
});

/** GET /api/customers/{id}/export: everything stored about the customer (GDPR). */
export const customerExportSchema = z.object({
  exportedAt: dateTime,
  customer: customerEntitySchema,
  totals: customerTotalsSchema,
  orders: z.array(staffOrderWire).meta({ description: 'Every order of the customer, oldest first.' }),
});

/** Body of POST /api/customers/{id}/merge. */
export const customerMergeSchema = z.strictObject(
  {
    customerIds: z
      .array(z.number({ error: validationMessages.invalidValue }).int().positive(), {
        error: validationMessages.invalidValue,
      })
      .min(1, { error: validationMessages.tooFew({ limit: 1 }) })
      .max(100, { error: validationMessages.tooMany({ limit: 100 }) }),
  },
  strictObjectError,
);

export const customerMergeAnswerSchema = z.object({ customer: customerEntitySchema, movedOrders: z.number().int() });
export const customerEraseAnswerSchema = z.object({ anonymisedOrders: z.number().int() });
