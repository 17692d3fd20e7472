import { orderRefundsWire, refundRequestSchema, refundResultWire } from '@bestell/domain';
import type { ApiRouteDoc } from '../openapi/route-doc.js';

const tag = 'orders';

/** The refund routes of an order (issue 25 point 3). */
export const refundRouteDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/orders/{id}/refunds',
    summary:
      "The order's online payment and refunds: paid, refunded and still refundable amount, each refund with its state (staff of the order's branch, else 404)",
    tag,
    access: 'staff',
    status: 200,
    answer: orderRefundsWire,
  },
  {
    method: 'post',
    path: '/api/orders/{id}/refunds',
    summary:
      'Refund a paid online order, whole (no amount) or in part, with a reason, at Stripe, Mollie or the test provider; 409 when not paid online, fully refunded or the provider fails; 422 for an amount beyond what is left',
    tag,
    access: 'staff',
    body: refundRequestSchema,
    headers: [
      {
        name: 'Idempotency-Key',
        description:
          'One key per refund dialog: a repeat with the same key (a double click) answers that refund instead of refunding twice; a failed one is tried again. Without it each call is a new refund.',
      },
    ],
    status: 201,
    answer: refundResultWire,
  },
];
