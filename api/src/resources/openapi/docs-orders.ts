import {
  orderConfirmSchema,
  orderItemSchema,
  orderPlacementHeadSchema,
  orderRejectionSchema,
  placedOrderWire,
  printJobStatuses,
  publicOrderWire,
  questionnaireSchema,
  staffOrderWire,
} from '@bestell/domain';
import { z } from 'zod';
import { lastEventIdHeader } from '../../infrastructure/events/last-event-id.js';
import { orderEventsQuerySchema } from '../orders/event-routes.js';
import { historyFilterSchema, historyQuerySchema } from '../orders/status/history-query.js';
import { currentQuerySchema } from '../orders/status/list-service.js';
import { counterAppointmentBodySchema } from '../orders/status/staff-service.js';
import type { ApiRouteDoc } from './route-doc.js';

const tag = 'orders';

/** The answer of POST /api/orders (spec §3 Order: uid, hash and, for online payment, the provider's page). */
export const placedOrderSchema = placedOrderWire;
const staffOrders = z.array(staffOrderWire);
/** GET /api/orders: a page of the history with its paging (not only `data`). */
const historyPage = z.object({
  data: staffOrders,
  meta: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int().meta({ description: 'Matching orders, counted exactly up to 1,000 past this page.' }),
    totalCapped: z.boolean().meta({ description: 'More orders match than `total` (narrow the search).' }),
  }),
});
const queuedPrintJobs = z.array(
  z.object({ id: z.number().int(), deviceId: z.number().int().nullable(), status: z.enum(printJobStatuses) }),
);
const orderNotification = z.object({
  id: z.number().int(),
  kind: z.string().meta({ description: "confirmation, new-order, status:…; a staff resend's kind with isResend true" }),
  isResend: z.boolean(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  status: z.enum(['sending', 'sent', 'logged', 'failed']),
  error: z.string().nullable().meta({ description: 'The gateway errors of the attempts so far (technical text).' }),
  attempts: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable().meta({ description: 'When a failed SMS is tried again; null: no retry due.' }),
});

const resendResult = z.object({
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  status: z.string().meta({ description: 'What became of the message (e.g. sent).' }),
});

/**
 * The placement body as the document shows it: the first pass (branch and service flags); the rest of the order
 * form (spec §3 Order form) depends on the branch and mode and is checked strictly on placement.
 */
const placementBody = orderPlacementHeadSchema.loose().meta({
  description:
    'The order form (spec §3 Order form) with `branch`, `isDelivery`, `isDineIn` and `items`. Which further fields are required depends on the branch and the service mode; unknown fields are refused with 422.',
});

const publicPath = '/api/orders/public/{uid}/{hash}';

export const orderRouteDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/orders',
    summary: 'Place an order',
    tag,
    access: 'public',
    body: placementBody,
    headers: [
      {
        name: 'Idempotency-Key',
        description:
          'One key per submit attempt: a repeat with the same key and body answers the stored order (header `Idempotent-Replayed: true`) instead of placing it twice.',
      },
      {
        name: 'X-Order-Origin',
        description:
          'Where the order is placed (statistics): storefront (default), shop-page, widget, desk or back-office; any other value is a 422.',
      },
    ],
    status: 201,
    answer: placedOrderSchema,
  },
  {
    method: 'get',
    path: publicPath,
    summary: 'The status page of an order',
    tag,
    access: 'public',
    status: 200,
    answer: publicOrderWire,
  },
  {
    method: 'post',
    path: `${publicPath}/confirm-counter-appointment`,
    summary: "Accept the branch's counter-proposal",
    tag,
    access: 'public',
    status: 200,
    answer: publicOrderWire,
  },
  {
    method: 'post',
    path: `${publicPath}/reject-counter-appointment`,
    summary: "Decline the branch's counter-proposal",
    tag,
    access: 'public',
    status: 200,
    answer: publicOrderWire,
  },
  {
    method: 'post',
    path: `${publicPath}/questionnaire`,
    summary: 'Send the feedback questionnaire',
    tag,
    access: 'public',
    body: questionnaireSchema,
    status: 201,
    answer: publicOrderWire,
  },
  {
    method: 'get',
    path: '/api/orders',
    summary: 'Order history (paged)',
    tag,
    access: 'staffOrKey',
    query: historyQuerySchema,
    status: 200,
    answer: historyPage,
    bare: true,
  },
  {
    method: 'get',
    path: '/api/orders/current',
    summary: 'Orders still to work on',
    tag,
    access: 'staffOrKey',
    query: currentQuerySchema,
    status: 200,
    answer: staffOrders,
  },
  {
    method: 'get',
    path: '/api/orders/missed',
    summary: 'Orders missed while offline',
    tag,
    access: 'staffOrKey',
    query: currentQuerySchema,
    status: 200,
    answer: staffOrders,
  },
  {
    method: 'get',
    path: '/api/orders/events',
    summary: 'Live order events (server-sent events)',
    tag,
    access: 'staffOrKey',
    query: orderEventsQuerySchema,
    headers: [lastEventIdHeader],
    status: 200,
    answerType: 'text/event-stream',
  },
  {
    method: 'get',
    path: '/api/orders/export.csv',
    summary: 'Order history as CSV',
    tag,
    access: 'staffOrKey',
    query: historyFilterSchema,
    status: 200,
    answerType: 'text/csv',
  },
  {
    method: 'get',
    path: '/api/orders/{id}',
    summary: 'One order',
    tag,
    access: 'staffOrKey',
    status: 200,
    answer: staffOrderWire,
  },
  {
    method: 'post',
    path: '/api/orders/{id}/status/{action}',
    summary:
      'Change the status (confirm, reject, cancel, in-delivery, completed, back-to-confirmed); reject may carry ' +
      'rejectionMessage, confirm the quick quote readyInMinutes (due then, never earlier than asked for)',
    tag,
    access: 'staffOrKey',
    body: z.union([orderRejectionSchema, orderConfirmSchema]),
    bodyOptional: true,
    status: 200,
    answer: staffOrderWire,
  },
  {
    method: 'post',
    path: '/api/orders/{id}/counter-appointment',
    summary: 'Propose another time (counter-proposal)',
    tag,
    access: 'staffOrKey',
    body: counterAppointmentBodySchema,
    status: 200,
    answer: staffOrderWire,
  },
  {
    method: 'put',
    path: '/api/orders/{id}/items/{index}',
    summary: 'Edit one item of an order',
    tag,
    access: 'staffOrKey',
    body: orderItemSchema,
    status: 200,
    answer: staffOrderWire,
  },
  {
    method: 'post',
    path: '/api/orders/{id}/update-payment-status',
    summary: 'Ask the payment provider for the current status',
    tag,
    access: 'staffOrKey',
    status: 200,
    answer: staffOrderWire,
  },
  {
    method: 'post',
    path: '/api/orders/{id}/print',
    summary: 'Print the order',
    tag,
    access: 'staffOrKey',
    status: 201,
    answer: queuedPrintJobs,
  },
  {
    method: 'post',
    path: '/api/orders/{id}/acknowledge',
    summary: 'Acknowledge a new order',
    tag,
    access: 'staffOrKey',
    status: 200,
    answer: staffOrderWire,
  },
  {
    method: 'get',
    path: '/api/orders/{id}/notifications',
    summary:
      "The order's notification log, newest first: every e-mail and SMS with status, errors of the attempts and the next retry of a failed SMS (staff of the order's branch, else 404)",
    tag,
    access: 'staff',
    status: 200,
    answer: z.array(orderNotification),
  },
  {
    method: 'post',
    path: '/api/orders/{id}/resend-new-order-email',
    summary: 'Send the new-order e-mail again',
    tag,
    access: 'staff',
    status: 200,
    answer: resendResult,
  },
  {
    method: 'post',
    path: '/api/orders/{id}/resend-new-order-sms',
    summary: 'Send the new-order SMS again',
    tag,
    access: 'staff',
    status: 200,
    answer: resendResult,
  },
  {
    method: 'get',
    path: '/api/orders/frontdesk/{branchId}/{apiKey}',
    summary: 'Front-desk orders of a branch',
    tag,
    access: 'pathKey',
    status: 200,
    answer: staffOrders,
  },
  {
    method: 'get',
    path: '/api/orders/backoffice/{branchId}/{apiKey}',
    summary: "Back-office orders of a branch (today's)",
    tag,
    access: 'pathKey',
    status: 200,
    answer: staffOrders,
  },
];
