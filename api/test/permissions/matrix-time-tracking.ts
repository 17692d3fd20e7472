import type { RouteRow } from './matrix.js';

/**
 * Issue 28.1 (T1): the branch terminal, the desk's Zeiterfassung tab and the PIN management. Behaviour:
 * api/src/resources/time-tracking/terminal.test.ts.
 */
const terminalAccess = {
  anonymous: 'branch key in the path (+ PIN token)',
  employee: 'branch key in the path (+ PIN token)',
  admin: 'branch key in the path (+ PIN token)',
};
const deskAccess = {
  anonymous: 'device credential (+ PIN token)',
  employee: 'device credential (+ PIN token)',
  admin: 'device credential (+ PIN token)',
};
const actions = ['start', 'pause', 'resume', 'end'] as const;

const terminalRoutes: [RouteRow['method'], string, string, unknown?][] = [
  ['GET', 'employees', 'The people who may clock in at the branch (id, display name)'],
  ['POST', 'sign-in', 'Sign in with the PIN (5 wrong PINs lock it for 15 minutes)', { userId: 2, pin: '1234' }],
  ['POST', 'sign-out', 'End the access token'],
  ['GET', 'me', 'The signed-in employee, current activity, minutes today'],
  ['GET', 'working-activities', "Today's activities and the current one"],
  ...actions.map((action): [RouteRow['method'], string, string] => [
    'POST',
    `working-activities/${action}`,
    `${action} the working activity (illegal transition: German 409)`,
  ]),
];

export const timeTrackingRouteRows: RouteRow[] = [
  ...terminalRoutes.map(
    ([method, tail, summary, body]): RouteRow => ({
      method,
      route: `/api/time-tracking/{branchId}/{apiKey}/${tail}`,
      summary: `Terminal: ${summary}`,
      access: terminalAccess,
      cases: [
        {
          path: `/api/time-tracking/1/bk_unknown/${tail}`,
          ...(body === undefined ? {} : { body }),
          expect: { anonymous: 401, employee: 401, admin: 401 },
          explain: 'the branch key in the path decides, not a session',
        },
      ],
    }),
  ),
  ...[
    ...terminalRoutes,
    ['GET', 'working-schedules', "The signed-in employee's shifts for 14 days (as the terminal's)"] as const,
    ['GET', 'balances', "The signed-in employee's month and holidays (as the terminal's)"] as const,
  ].map(
    ([method, tail, summary, body]): RouteRow => ({
      method,
      route: `/api/devices/self/time-tracking/${tail}`,
      summary: `Desk: ${summary}`,
      access: deskAccess,
      cases: [
        {
          path: `/api/devices/self/time-tracking/${tail}`,
          ...(body === undefined ? {} : { body }),
          expect: { anonymous: 401, employee: 401, admin: 401 },
          explain: 'only a paired desk (header X-Device-Key) is let in; a session is not a device',
        },
      ],
    }),
  ),
  {
    method: 'GET',
    route: '/api/time-tracking/pins',
    summary: "Every user's terminal PIN state (never the PIN)",
    access: { anonymous: 'no', employee: 'no', admin: 'yes' },
    cases: [{ path: '/api/time-tracking/pins', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'PUT',
    route: '/api/time-tracking/pins/me',
    summary: 'Set your own terminal PIN (audit log without the PIN)',
    access: { anonymous: 'no', employee: 'yes (own PIN)', admin: 'yes (own PIN)' },
    cases: [
      {
        path: '/api/time-tracking/pins/me',
        body: { pin: '4711' },
        expect: { anonymous: 401, employee: 204, admin: 204 },
      },
    ],
  },
  {
    method: 'PUT',
    route: '/api/time-tracking/pins/{userId}',
    summary: "Set a user's terminal PIN (audit log without the PIN)",
    access: { anonymous: 'no', employee: 'no', admin: 'yes' },
    cases: [
      {
        path: '/api/time-tracking/pins/999999',
        body: { pin: '4711' },
        expect: { anonymous: 401, employee: 403, admin: 404 },
      },
    ],
  },
  {
    method: 'DELETE',
    route: '/api/time-tracking/pins/{userId}',
    summary: "Remove a user's terminal PIN",
    access: { anonymous: 'no', employee: 'no', admin: 'yes' },
    cases: [{ path: '/api/time-tracking/pins/999999', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
];
