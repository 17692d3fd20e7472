import { z } from 'zod';
import type { ApiRouteDoc } from '../openapi/route-doc.js';

const readinessItemSchema = z.object({
  key: z.enum(['legalTexts', 'smtp', 'payment', 'sms', 'openBranch', 'https']),
  label: z.string(),
  ok: z.boolean(),
  detail: z.string().nullable(),
  link: z.string().nullable(),
});

export const readinessRouteDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/readiness',
    summary:
      'What is still missing before real customers should order: legal texts, SMTP, a payment method taking real money (or payment at handover only) with the provider keys (Stripe secret key and webhook secret, Mollie API key), the SMS gateway credentials (Twilio), an open branch, PUBLIC_URL on https',
    tag: 'readiness',
    access: 'admin',
    status: 200,
    answer: z.object({ ready: z.boolean(), items: z.array(readinessItemSchema) }),
  },
];
