import { z } from 'zod';
import type { ApiRouteDoc } from '../openapi/route-doc.js';
import { productionPrintBodySchema, productionQuerySchema } from './service.js';

const tag = 'production';

const quantity = z.object({
  type: z.string().nullable().meta({ description: 'Unit type (weight, amount, …); null for an unknown unit.' }),
  unit: z.string().meta({ description: 'Shown unit: kg for weights, Stk. for pieces, …' }),
  value: z.string().meta({ description: "Exact decimal with '.' in `unit`." }),
  text: z.string().meta({ description: "German display, e.g. '1,25 kg'." }),
});
const orderRef = z.object({
  orderId: z.number().int(),
  ticketNumber: z.number().int(),
  branchId: z.number().int(),
  name: z.string(),
  dueAt: z.number().meta({ description: 'Epoch milliseconds.' }),
  placedAt: z.number(),
  quantities: z.array(quantity),
  isNew: z.boolean().meta({ description: 'Placed after the list was last printed.' }),
});
const variant = z.object({
  options: z.array(z.string()),
  quantities: z.array(quantity),
  orders: z.array(orderRef),
  isNew: z.boolean(),
});
export const productionAnswerSchema = z.object({
  day: z.string(),
  branches: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      timeZone: z.string(),
      printedAt: z.string().nullable(),
      printedBy: z.string().nullable(),
    }),
  ),
  orderCount: z.number().int(),
  groups: z.array(
    z.object({
      category: z.object({ id: z.number().int(), name: z.string() }).nullable(),
      products: z.array(
        z.object({
          productUid: z.string(),
          name: z.string(),
          quantities: z.array(quantity),
          variants: z.array(variant),
          isNew: z.boolean(),
        }),
      ),
    }),
  ),
});

export const productionRouteDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/production',
    summary:
      "Production list ('Backliste') of a day: totals per product and options (kg / Stk.) with the orders behind",
    tag,
    access: 'staffOrKey',
    query: productionQuerySchema,
    status: 200,
    answer: productionAnswerSchema,
  },
  {
    method: 'get',
    path: '/api/production/export.csv',
    summary: 'Production list as CSV',
    tag,
    access: 'staffOrKey',
    query: productionQuerySchema,
    status: 200,
    answerType: 'text/csv',
  },
  {
    method: 'get',
    path: '/api/production/export.pdf',
    summary: 'Production list as an A4 PDF',
    tag,
    access: 'staffOrKey',
    query: productionQuerySchema,
    status: 200,
    answerType: 'application/pdf',
  },
  {
    method: 'post',
    path: '/api/production/print',
    summary:
      'Print the production list (desk): answers it with orders new since the last print marked, records the print',
    tag,
    access: 'staffOrKey',
    body: productionPrintBodySchema,
    status: 200,
    answer: productionAnswerSchema,
  },
  {
    method: 'post',
    path: '/api/production/print.pdf',
    summary: 'Print the production list as an A4 PDF and record the print',
    tag,
    access: 'staffOrKey',
    body: productionPrintBodySchema,
    status: 200,
    answerType: 'application/pdf',
  },
];
