import { z } from 'zod';
import { refundStatuses } from '../refunds/refund-rules.js';
import { staffOrderWire } from './orders.js';

const decimal = z.string().meta({ description: 'A decimal amount as text, e.g. "2.90" (never a float).' });
const dateTime = z.string().meta({ format: 'date-time' });

/** One refund of an order (issue 25 point 3): asked for by staff, or automatic for a payment after cancellation. */
export const refundWire = z
  .object({
    id: z.number().int(),
    amount: decimal,
    currency: z.string(),
    reason: z.string(),
    status: z.enum(refundStatuses).meta({
      description:
        'requested: the provider is being asked; pending: the provider took it, not yet done; refunded: done; failed: refused or not reachable (holds no amount).',
    }),
    isAutomatic: z.boolean().meta({ description: 'Refunded by the reconciliation: paid after cancellation.' }),
    error: z.string().nullable(),
    createdAt: dateTime,
    completedAt: dateTime.nullable(),
  })
  .meta({ id: 'Refund' });

/** GET /api/orders/{id}/refunds: what was paid online, what is refunded, what can still be refunded, the refunds. */
export const orderRefundsWire = z
  .object({
    provider: z.string().nullable().meta({ description: 'The payment provider of the paid payment (null: none).' }),
    paidAmount: decimal.nullable().meta({ description: 'Paid online, as the provider confirmed (null: not paid).' }),
    refundedAmount: decimal,
    refundableAmount: decimal,
    currency: z.string(),
    refunds: z.array(refundWire),
  })
  .meta({ id: 'OrderRefunds' });

/** POST /api/orders/{id}/refunds: the refunds after the request and the order as it is now. */
export const refundResultWire = orderRefundsWire.extend({ order: staffOrderWire }).meta({ id: 'RefundResult' });

export type RefundWire = z.output<typeof refundWire>;
export type OrderRefundsWire = z.output<typeof orderRefundsWire>;
