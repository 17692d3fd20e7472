import {
  workingActivityCorrectionSchema,
  workingActivityCreateSchema,
  workingActivityDeleteQuerySchema,
} from '@bestell/domain';
import { z } from 'zod';
import type { ApiRouteDoc } from '../openapi/route-doc.js';
import { workingActivityListQuerySchema } from './query.js';

const tag = 'working-activities';
const instant = z.string().meta({ description: 'ISO instant.' });

export const workingActivityEntitySchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  branchId: z.number().int(),
  startedAt: instant,
  endedAt: instant.nullable().meta({ description: 'null while the activity runs.' }),
  state: z.enum(['working', 'paused', 'ended']),
  note: z.string().nullable(),
  breaks: z.array(z.object({ startedAt: instant, endedAt: instant.nullable() })),
  version: z.number().int().meta({ description: 'For If-Match on PUT.' }),
  corrected: z
    .boolean()
    .meta({ description: 'An admin corrected or entered it (see the time sheet for the original).' }),
});

const item = '/api/working-activities/{id}';

export const workingActivityRouteDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/working-activities',
    summary: 'Working activities overlapping from..to, oldest first (admins: all; employees: their own); X-Total-Count',
    tag,
    access: 'staff',
    query: workingActivityListQuerySchema,
    status: 200,
    answer: z.array(workingActivityEntitySchema),
  },
  {
    method: 'get',
    path: item,
    summary: 'One working activity (employees: their own, else 404)',
    tag,
    access: 'staff',
    status: 200,
    answer: workingActivityEntitySchema,
  },
  {
    method: 'post',
    path: '/api/working-activities',
    summary: 'Enter a missing working activity afterwards, with a reason (kept and audited)',
    tag,
    access: 'admin',
    body: workingActivityCreateSchema,
    status: 201,
    answer: workingActivityEntitySchema,
  },
  {
    method: 'put',
    path: item,
    summary:
      'Correct a working activity (times, breaks, branch, note) with a required reason; the original stays visible on the time sheet and in the audit log; ends a running one; If-Match',
    tag,
    access: 'admin',
    body: workingActivityCorrectionSchema,
    headers: [{ name: 'If-Match', description: 'The version loaded; another save since is a 409.' }],
    status: 200,
    answer: workingActivityEntitySchema,
  },
  {
    method: 'delete',
    path: item,
    summary: 'Delete a working activity with a required reason (?reason=); kept as a correction and in the audit log',
    tag,
    access: 'admin',
    query: workingActivityDeleteQuerySchema,
    headers: [{ name: 'If-Match', description: 'The version loaded; another save since is a 409.' }],
    status: 204,
  },
];
