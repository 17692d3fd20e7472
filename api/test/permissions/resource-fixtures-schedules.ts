import type { ResourceFixture } from './resource-fixtures.js';

/**
 * Schedules and absences (issue 28, T2) belong to a person, not a branch: the "branch 1" row is the demo employee's
 * (user 2, who works for branch 1), the "branch 2" row the admin's (user 1) at Graz. Each `n` gets its own day in
 * 2030 so no two fixture rows overlap.
 */
const dayOf = (n: number) => new Date(Date.UTC(2030, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);

export const scheduleFixtures: ResourceFixture[] = [
  {
    name: 'working-schedules',
    branchScoped: true,
    hides: false,
    body: (n, o) => ({
      userId: o.branchId === 1 ? 2 : 1,
      branchId: o.branchId,
      startsAt: `${dayOf(n)}T08:00:00+01:00`,
      endsAt: `${dayOf(n)}T12:00:00+01:00`,
      breakMinutes: 0,
      note: `Schicht ${n}`,
    }),
    change: { field: 'breakMinutes', value: 15 },
    filter: (n) => `from=${dayOf(n)}T00:00:00Z&to=${dayOf(n)}T23:00:00Z`,
  },
  {
    name: 'absences',
    branchScoped: true,
    hides: false,
    body: (n, o) => ({
      userId: o.branchId === 1 ? 2 : 1,
      kind: 'other',
      fromDate: dayOf(n),
      toDate: dayOf(n),
      note: `Abwesenheit ${n}`,
    }),
    change: { field: 'note', value: 'Geänderte Abwesenheit' },
    filter: (n) => `from=${dayOf(n)}&to=${dayOf(n)}`,
  },
];
