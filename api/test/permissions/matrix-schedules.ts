import type { CrudRow, RouteRow } from './matrix.js';

/**
 * Issue 28.2/28.3 (T2): schedules, absences, holiday balances and entitlements. Employees read only their OWN rows
 * (the row's user is the employee; in the CRUD cases the employee's rows are the ones "of branch 1"), admins plan.
 * Behaviour: api/src/resources/working-schedules/working-schedules.test.ts, api/src/resources/absences/absences.test.ts.
 */
const ownRows = { anonymous: 'none', employee: 'own', admin: 'all' } as const;
const adminWrites = { anonymous: 'none', employee: 'none', admin: 'all' } as const;

export const scheduleCrudRows: CrudRow[] = [
  {
    resource: 'working-schedules',
    read: ownRows,
    create: adminWrites,
    update: adminWrites,
    delete: adminWrites,
    note: 'Issue 28.2: planned shifts. Employees read their own shifts only (not the branch’s); admins plan. Overlapping shifts of one person: 409.',
  },
  {
    resource: 'absences',
    read: ownRows,
    create: adminWrites,
    update: adminWrites,
    delete: adminWrites,
    note: 'Issue 28.3: holiday, sick, other. Employees read their own absences only; admins enter them.',
  },
];

const no = 'no';
const yes = 'yes';

export const scheduleRouteRows: RouteRow[] = [
  {
    method: 'POST',
    route: '/api/working-schedules/copy-week',
    summary: 'Copy the shifts of one week into another (Vienna wall-clock kept; all or nothing)',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/working-schedules/copy-week',
        body: { fromWeek: '2031-03-03', toWeek: '2031-03-10' },
        expect: { anonymous: 401, employee: 403, admin: 422 },
        explain: 'the admin copies an empty week: 422 (nothing to copy)',
      },
    ],
  },
  {
    method: 'DELETE',
    route: '/api/working-schedules/{id}/series',
    summary: 'Delete a shift and the later shifts of its weekly series',
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/working-schedules/999999/series', expect: { anonymous: 401, employee: 403, admin: 404 } }],
  },
  {
    method: 'GET',
    route: '/api/time-tracking/{branchId}/{apiKey}/working-schedules',
    summary: "Terminal: the signed-in employee's shifts from now for 14 days",
    access: {
      anonymous: 'branch key in the path (+ PIN token)',
      employee: 'branch key in the path (+ PIN token)',
      admin: 'branch key in the path (+ PIN token)',
    },
    cases: [
      {
        path: '/api/time-tracking/1/bk_unknown/working-schedules',
        expect: { anonymous: 401, employee: 401, admin: 401 },
        explain: 'the branch key in the path decides, not a session',
      },
    ],
  },
  {
    method: 'GET',
    route: '/api/time-sheets/holiday-balances',
    summary: 'Holiday entitlement, taken and left days of a year (own; admins any with ?user=)',
    access: { anonymous: no, employee: 'yes (own; ?user= of another: 403)', admin: yes },
    cases: [
      { path: '/api/time-sheets/holiday-balances', expect: { anonymous: 401, employee: 200, admin: 200 } },
      { path: '/api/time-sheets/holiday-balances?user=1', expect: { anonymous: 401, employee: 403, admin: 200 } },
    ],
  },
  {
    method: 'GET',
    route: '/api/holiday-entitlements',
    summary: "Every staff member's holiday balance for a year",
    access: { anonymous: no, employee: no, admin: yes },
    cases: [{ path: '/api/holiday-entitlements?year=2026', expect: { anonymous: 401, employee: 403, admin: 200 } }],
  },
  {
    method: 'PUT',
    route: '/api/holiday-entitlements/{userId}/{year}',
    summary: "Set an employee's holiday entitlement for a year (audit log)",
    access: { anonymous: no, employee: no, admin: yes },
    cases: [
      {
        path: '/api/holiday-entitlements/2/2031',
        body: { days: 26 },
        expect: { anonymous: 401, employee: 403, admin: 200 },
      },
    ],
  },
];
