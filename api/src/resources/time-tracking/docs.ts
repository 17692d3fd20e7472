import { pinInputSchema, terminalSignInSchema, workingActions, workingStates } from '@bestell/domain';
import { z } from 'zod';
import type { ApiRouteDoc } from '../openapi/route-doc.js';
import { terminalBalancesAnswerSchema } from '../time-sheets/docs.js';
import { terminalShiftSchema } from '../working-schedules/terminal-shift-schema.js';

const tag = 'time-tracking';
const terminal = '/api/time-tracking/{branchId}/{apiKey}';
const desk = '/api/devices/self/time-tracking';
const tokenNote =
  'Needs the access token of the sign-in as `Authorization: Bearer tt_…` (401 missing, expired or of another branch).';
const deskTokenNote = 'Needs the access token of the sign-in in `X-Time-Tracking-Token`.';

const workingBreak = z.object({ startedAt: z.string(), endedAt: z.string().nullable() });
export const workingActivitySchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    branchId: z.number().int(),
    state: z.enum(workingStates),
    startedAt: z.string().meta({ description: 'ISO instant.' }),
    endedAt: z.string().nullable(),
    note: z.string().nullable(),
    breaks: z.array(workingBreak),
    version: z.number().int(),
  })
  .meta({ id: 'WorkingActivity' });
const employee = z.object({ id: z.number().int(), displayName: z.string() });
const me = z.object({
  id: z.number().int(),
  displayName: z.string(),
  branchId: z.number().int(),
  workingActivity: workingActivitySchema.nullable(),
  todayMinutes: z.number().int().meta({ description: 'Minutes worked on the branch-local day, breaks excluded.' }),
});
const signInAnswer = z.object({
  me,
  accessToken: z.string().meta({ description: '`tt_…`, valid 5 minutes, for this branch only.' }),
  expiresAt: z.string(),
});
const today = z.object({
  items: z.array(workingActivitySchema).meta({ description: "Activities overlapping today's local day." }),
  current: workingActivitySchema.nullable(),
  todayMinutes: z.number().int(),
});
const actionAnswer = z.object({
  workingActivity: workingActivitySchema.nullable().meta({ description: 'The current activity; null after end.' }),
  todayMinutes: z.number().int(),
});
const pinStatus = z.object({
  userId: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  hasPin: z.boolean(),
  lockedUntil: z.string().nullable(),
});

const tokenHeader = {
  name: 'X-Time-Tracking-Token',
  description: 'The access token of the sign-in (`tt_…`).',
};

function routesOf(prefix: string, access: 'pathKey' | 'device', note: string, who: string): ApiRouteDoc[] {
  const headers = access === 'device' ? { headers: [tokenHeader] } : {};
  return [
    {
      method: 'get',
      path: `${prefix}/employees`,
      summary: `${who}: the people who may clock in at the branch (id, display name)`,
      tag,
      access,
      status: 200,
      answer: z.array(employee),
    },
    {
      method: 'post',
      path: `${prefix}/sign-in`,
      summary: `${who}: sign in with the employee's PIN (5 wrong PINs lock it for 15 minutes: 429)`,
      tag,
      access,
      body: terminalSignInSchema,
      status: 200,
      answer: signInAnswer,
    },
    {
      method: 'post',
      path: `${prefix}/sign-out`,
      summary: `${who}: end the access token at once`,
      tag,
      access,
      ...headers,
      status: 204,
    },
    {
      method: 'get',
      path: `${prefix}/me`,
      summary: `${who}: the signed-in employee, the current activity and today's minutes. ${note}`,
      tag,
      access,
      ...headers,
      status: 200,
      answer: me,
    },
    {
      method: 'get',
      path: `${prefix}/working-activities`,
      summary: `${who}: today's activities and the current one. ${note}`,
      tag,
      access,
      ...headers,
      status: 200,
      answer: today,
    },
    ...workingActions.map(
      (action): ApiRouteDoc => ({
        method: 'post',
        path: `${prefix}/working-activities/${action}`,
        summary: `${who}: ${action} the working activity (spec §4; an illegal transition is a German 409). ${note}`,
        tag,
        access,
        ...headers,
        status: 200,
        answer: actionAnswer,
      }),
    ),
  ];
}

export const timeTrackingRouteDocs: ApiRouteDoc[] = [
  ...routesOf(terminal, 'pathKey', tokenNote, 'Branch terminal'),
  ...routesOf(desk, 'device', deskTokenNote, 'Desk'),
  {
    method: 'get',
    path: `${desk}/working-schedules`,
    summary: `Desk: the signed-in employee's shifts from now for 14 days, as the terminal's. ${deskTokenNote}`,
    tag,
    access: 'device',
    headers: [tokenHeader],
    status: 200,
    answer: z.array(terminalShiftSchema),
  },
  {
    method: 'get',
    path: `${desk}/balances`,
    summary: `Desk: the signed-in employee's month and holidays, as the terminal's. ${deskTokenNote}`,
    tag,
    access: 'device',
    headers: [tokenHeader],
    status: 200,
    answer: terminalBalancesAnswerSchema,
  },
  {
    method: 'get',
    path: '/api/time-tracking/pins',
    summary: "Every staff user's terminal PIN state (set, locked until); never the PIN",
    tag,
    access: 'admin',
    status: 200,
    answer: z.array(pinStatus),
  },
  {
    method: 'put',
    path: '/api/time-tracking/pins/me',
    summary: 'Set your own terminal PIN (4–8 digits; audit log without the PIN)',
    tag,
    access: 'staff',
    body: pinInputSchema,
    status: 204,
  },
  {
    method: 'put',
    path: '/api/time-tracking/pins/{userId}',
    summary: "Set a user's terminal PIN (4–8 digits; clears a lock; audit log without the PIN)",
    tag,
    access: 'admin',
    body: pinInputSchema,
    status: 204,
  },
  {
    method: 'delete',
    path: '/api/time-tracking/pins/{userId}',
    summary: "Remove a user's terminal PIN",
    tag,
    access: 'admin',
    status: 204,
  },
];
