import { onlinePauseInputSchema, onlinePauseKinds } from '@bestell/domain';
import { z } from 'zod';
import type { ApiRouteDoc } from '../openapi/route-doc.js';
import { productionAnswerSchema } from '../production/docs.js';

const tag = 'online-pauses';

const publicPause = z.object({
  branch: z.object({ id: z.number().int() }),
  kind: z.enum(onlinePauseKinds),
  until: z.string().meta({ description: 'ISO instant when it ends by itself.' }),
  extraMinutes: z.number().int().meta({ description: 'Busy mode: minutes added to the earliest time (0: pause).' }),
});
export const storedOnlinePauseSchema = publicPause.extend({
  setBy: z.string().optional().meta({ description: 'Who set it (staff, desks and branch keys only).' }),
  setAt: z.string().optional(),
});

export const onlinePauseRouteDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: '/api/online-pauses',
    summary:
      'Pauses and busy modes in force (issue 27.3): public branches for everyone; with setBy/setAt for staff, desks and keys of their branches',
    tag,
    access: 'public',
    status: 200,
    answer: z.array(storedOnlinePauseSchema),
  },
  {
    method: 'put',
    path: '/api/branches/{id}/online-pause',
    summary: "Pause the branch's online orders (15/30/60 minutes or end of day) or add lead time (+15/+30/+45)",
    tag,
    access: 'staffOrKey',
    body: onlinePauseInputSchema,
    status: 200,
    answer: storedOnlinePauseSchema,
  },
  {
    method: 'delete',
    path: '/api/branches/{id}/online-pause',
    summary: 'End the pause or busy mode early',
    tag,
    access: 'staffOrKey',
    status: 204,
  },
  {
    method: 'get',
    path: '/api/devices/self/online-pause',
    summary: "The desk branch's pause or busy mode in force (null: none)",
    tag,
    access: 'device',
    status: 200,
    answer: storedOnlinePauseSchema.nullable(),
  },
  {
    method: 'put',
    path: '/api/devices/self/online-pause',
    summary: "Pause the desk branch's online orders or add lead time (audit log names the desk)",
    tag,
    access: 'device',
    body: onlinePauseInputSchema,
    status: 200,
    answer: storedOnlinePauseSchema,
  },
  {
    method: 'delete',
    path: '/api/devices/self/online-pause',
    summary: "End the desk branch's pause or busy mode early",
    tag,
    access: 'device',
    status: 204,
  },
  {
    method: 'post',
    path: '/api/devices/self/production/print',
    summary: "Print the desk branch's production list: the list with orders new since the last print, print recorded",
    tag: 'production',
    access: 'device',
    body: z.strictObject({ day: z.string().meta({ description: 'YYYY-MM-DD' }) }),
    status: 200,
    answer: productionAnswerSchema,
  },
];
