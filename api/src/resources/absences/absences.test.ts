import { messages } from '@bestell/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useStaffTestApp } from '../../../test/staff-test-app.js';
import { type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import type { Envelope, Failure } from '../orders/test-fixtures.js';

const clock = new Date('2026-11-23T08:00:00Z');
const staff = useStaffTestApp(() => clock);
const t = messages.timeTrackingSchedules;

interface Absence {
  id: number;
  userId: number;
  kind: string;
  fromDate: string;
  toDate: string;
  note: string | null;
}
interface Balance {
  year: number;
  entitlementDays: number;
  takenDays: number;
  leftDays: number;
}

const create = (session: TestSession, body: unknown) =>
  staff.app.request<Envelope<Absence> & Failure>('/api/absences', withSession(session, 'POST', body));
const holiday = (fromDate: string, toDate: string, userId = staff.employeeId) => ({
  userId,
  kind: 'holiday',
  fromDate,
  toDate,
  note: null,
});
const balance = (session: TestSession, query = '') =>
  staff.app.request<Envelope<Balance> & Failure>(
    `/api/time-sheets/holiday-balances${query}`,
    withSession(session, 'GET'),
  );

beforeEach(async () => {
  await staff.app.db.deleteFrom('absences').execute();
  await staff.app.db.deleteFrom('holidayEntitlements').execute();
});

describe('absences (issue 28.3)', () => {
  it('are entered by admins and read by each employee for themselves only', async () => {
    const own = await create(staff.admin, holiday('2026-08-03', '2026-08-14'));
    expect(own.status).toBe(201);
    const sick = await create(staff.admin, { ...holiday('2026-02-02', '2026-02-04', staff.adminId), kind: 'sick' });
    expect(sick.status).toBe(201);
    const mine = await staff.app.request<Envelope<Absence[]>>('/api/absences', withSession(staff.employee, 'GET'));
    expect(mine.body.data.map((a) => a.id)).toEqual([own.body.data.id]);
    const foreign = await staff.app.request<Failure>(
      `/api/absences/${sick.body.data.id}`,
      withSession(staff.employee, 'GET'),
    );
    expect(foreign.status).toBe(404);
    expect((await create(staff.employee, holiday('2026-09-01', '2026-09-02'))).status).toBe(403);
    const all = await staff.app.request<Envelope<Absence[]>>(
      '/api/absences?from=2026-08-14&to=2026-12-31',
      withSession(staff.admin, 'GET'),
    );
    expect(all.body.data.map((a) => a.id)).toEqual([own.body.data.id]);
  });

  it('refuses an overlapping absence of the same person and a range ending before it starts', async () => {
    await create(staff.admin, holiday('2026-08-03', '2026-08-14'));
    const clash = await create(staff.admin, { ...holiday('2026-08-14', '2026-08-20'), kind: 'sick' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0]).toMatchObject({ field: 'fromDate', message: t.absenceOverlap });
    const backwards = await create(staff.admin, holiday('2026-09-10', '2026-09-01'));
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0]).toMatchObject({ field: 'toDate', message: t.absenceToBeforeFrom });
    expect((await create(staff.admin, holiday('2026-08-15', '2026-08-20', staff.adminId))).status).toBe(201);
    expect(await staff.app.db.selectFrom('absences').select('id').execute()).toHaveLength(2);
  });
});

describe('holiday balances (issue 28.3)', () => {
  it('counts working days only: weekends and Austrian public holidays cost nothing', async () => {
    // Christmas 21.12.2026–6.1.2027: 2026 part = 21–23, 28–31 Dec (24 Dec counts: no public holiday) → 8 days;
    // 25 (Christtag), 26 (Stefanitag, Sat), 27 (Sun) are free.
    await create(staff.admin, holiday('2026-12-21', '2027-01-06'));
    // 11.–15.5.2026 with Christi Himmelfahrt on Thursday: 4 days.
    await create(staff.admin, holiday('2026-05-11', '2026-05-15'));
    // Sick leave does not count against the holiday.
    await create(staff.admin, { ...holiday('2026-03-02', '2026-03-06'), kind: 'sick' });
    const res = await balance(staff.employee, '?year=2026');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ year: 2026, entitlementDays: 25, takenDays: 12, leftDays: 13 });
    // 2027 part: 1 Jan (Neujahr), 2/3 weekend, 4 and 5 Jan working, 6 Jan Heilige Drei Könige → 2 days.
    expect((await balance(staff.employee, '?year=2027')).body.data).toMatchObject({ takenDays: 2, leftDays: 23 });
    // Default year: this year in Vienna.
    expect((await balance(staff.employee)).body.data.year).toBe(2026);
  });

  it('lets admins set the entitlement per employee and year (audited), employees not', async () => {
    await create(staff.admin, holiday('2026-08-03', '2026-08-07'));
    const set = await staff.app.request<Envelope<Balance> & Failure>(
      `/api/holiday-entitlements/${staff.employeeId}/2026`,
      withSession(staff.admin, 'PUT', { days: '27,5' }),
    );
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ year: 2026, entitlementDays: 27.5, takenDays: 5, leftDays: 22.5 });
    expect((await balance(staff.admin, `?user=${staff.employeeId}&year=2026`)).body.data.leftDays).toBe(22.5);
    expect((await balance(staff.employee, '?year=2027')).body.data.entitlementDays).toBe(25);
    const log = await staff.app.db
      .selectFrom('logs')
      .select(['before', 'after'])
      .where('resource', '=', 'holiday-entitlements')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ before: { days: 25 }, after: { days: 27.5 } });

    const refused = await staff.app.request<Failure>(
      `/api/holiday-entitlements/${staff.employeeId}/2026`,
      withSession(staff.employee, 'PUT', { days: 40 }),
    );
    expect(refused.status).toBe(403);
    const quarter = await staff.app.request<Failure>(
      `/api/holiday-entitlements/${staff.employeeId}/2026`,
      withSession(staff.admin, 'PUT', { days: '25.3' }),
    );
    expect(quarter.status).toBe(422);
    expect(quarter.body.errors[0]?.message).toBe(t.halfDays);
    expect((await balance(staff.employee, '?year=2026')).body.data.entitlementDays).toBe(27.5);
    expect((await balance(staff.employee, `?user=${staff.adminId}`)).status).toBe(403);
    // No balance of a person who does not exist (not a default of 25 days).
    expect((await balance(staff.admin, '?user=999999')).status).toBe(404);

    const list = await staff.app.request<Envelope<(Balance & { userId: number; displayName: string })[]>>(
      '/api/holiday-entitlements?year=2026',
      withSession(staff.admin, 'GET'),
    );
    expect(list.body.data.find((row) => row.userId === staff.employeeId)).toMatchObject({ leftDays: 22.5 });
    expect((await staff.app.request('/api/holiday-entitlements', withSession(staff.employee, 'GET'))).status).toBe(403);
  });
});
