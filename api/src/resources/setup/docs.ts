import { setupCheckSchema, setupInputSchema } from '@bestell/domain';
import { z } from 'zod';
import type { ApiRouteDoc } from '../openapi/route-doc.js';

/** The signed-in user as POST /api/login answers it (api/src/resources/auth/serialize.ts). */
export const signedInUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  roles: z.array(z.enum(['ROLE_ADMIN', 'ROLE_EMPLOYEE'])),
  branches: z.array(z.object({ id: z.number().int() })),
  csrfToken: z.string(),
});

/** First-run setup (issue 23): open while no staff user exists, 404 afterwards; 403 for a wrong or used code. */
export const setupRouteDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/setup',
    summary: 'Whether the shop still needs its first-run setup (no staff user yet); 404 once set up',
    tag: 'setup',
    access: 'public',
    status: 200,
    answer: z.object({ required: z.literal(true) }),
  },
  {
    method: 'post',
    path: '/api/setup/check',
    summary:
      'Check a one-time setup code (the address the API prints while no staff user exists); 403 when wrong or used, 404 once set up',
    tag: 'setup',
    access: 'public',
    body: setupCheckSchema,
    status: 200,
    answer: z.object({ valid: z.literal(true) }),
  },
  {
    method: 'post',
    path: '/api/setup',
    summary:
      'Set up the shop in one transaction (first admin, business data and legal texts, first branch, public) with the one-time code; signs the admin in (session cookie). 403 for a wrong or used code, 404 once set up',
    tag: 'setup',
    access: 'public',
    body: setupInputSchema,
    status: 201,
    answer: signedInUserSchema,
  },
];
