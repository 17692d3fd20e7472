import { z } from 'zod';
import type { ApiRouteDoc } from '../openapi/route-doc.js';
import { inboxDetailSchema, inboxEntrySchema } from './inbox-answer.js';
import { inboxQuerySchema } from './inbox-query.js';

const base = '/api/form-submissions';
const doc = { tag: 'forms', access: 'admin' as const };

/** The back-office inbox of received contact and job forms (issue 24; inbox-routes.ts). */
export const inboxRouteDocs: ApiRouteDoc[] = [
  {
    ...doc,
    method: 'get',
    path: base,
    summary: 'List received contact and job forms (search, filters, paging; total in X-Total-Count)',
    query: inboxQuerySchema,
    status: 200,
    answer: z.array(inboxEntrySchema),
  },
  {
    ...doc,
    method: 'get',
    path: `${base}/{id}`,
    summary: 'Get a received form with its files',
    status: 200,
    answer: inboxDetailSchema,
  },
  {
    ...doc,
    method: 'get',
    path: `${base}/{id}/files/{fileId}`,
    summary: 'Download a file of a received form (attachment, its own content type)',
    status: 200,
    answerType: 'application/octet-stream',
  },
  {
    ...doc,
    method: 'post',
    path: `${base}/{id}/done`,
    summary: 'Mark a received form done (audited)',
    status: 200,
    answer: inboxDetailSchema,
  },
  {
    ...doc,
    method: 'post',
    path: `${base}/{id}/reopen`,
    summary: 'Mark a received form open again (audited)',
    status: 200,
    answer: inboxDetailSchema,
  },
  {
    ...doc,
    method: 'delete',
    path: `${base}/{id}`,
    summary: 'Delete a received form and its files (audited)',
    status: 204,
  },
];
