import { wallClockToInstant } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import type { Envelope, Failure } from '../orders/test-fixtures.js';
import type { StatisticsAnswer } from './answer.js';

/** Issue 28.5: the working-time statistics over the DST days (Vienna-local days of 23 and 25 hours). */
const zone = 'Europe/Vienna';
const at = (date: string, time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return new Date(wallClockToInstant(date, h * 60 + m, zone));
};

let app: TestApp;
let admin: TestSession;
let employee: TestSession;

beforeAll(async () => {
  app = await createTestApp({ now: () => at('2026-11-02', '12:00') });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
  // The employee (user 2) at branch 1: 00:00–10:00 wall clock on the 25-hour day = 11 real hours, 1 hour of break.
  const activity = await app.db
    .insertInto('workingActivities')
    .values({
      userId: 2,
      branchId: 1,
      startedAt: at('2026-10-25', '00:00'),
      endedAt: at('2026-10-25', '10:00'),
      state: 'ended',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto('workingActivityBreaks')
    .values({ activityId: activity.id, startedAt: at('2026-10-25', '05:00'), endedAt: at('2026-10-25', '06:00') })
    .execute();
  // The admin (user 1) at branch 2 the evening before, across midnight.
  await app.db
    .insertInto('workingActivities')
    .values({
      userId: 1,
      branchId: 2,
      startedAt: at('2026-10-24', '22:00'),
      endedAt: at('2026-10-25', '02:00'),
      state: 'ended',
    })
    .execute();
  // A planned night shift of the employee across the spring switch (7 real hours, 30 minutes of break).
  await app.db
    .insertInto('workingSchedules')
    .values({
      userId: 2,
      branchId: 1,
      startsAt: at('2026-03-28', '22:00'),
      endsAt: at('2026-03-29', '06:00'),
      breakMinutes: 30,
    })
    .execute();
});
afterAll(() => app.close());

const get = <T>(session: TestSession, path: string) =>
  app.request<Envelope<T> & Failure>(path, withSession(session, 'GET'));

describe('GET /api/statistics/working-activities and working-schedules', () => {
  it('counts worked minutes per Vienna day, the 25-hour day with its real hours; employees see their branches', async () => {
    const all = await get<StatisticsAnswer>(admin, '/api/statistics/working-activities?from=2026-10-24&to=2026-10-26');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data).toMatchObject({ bucket: 'working-activities', kind: 'days', branchId: null });
    // 24th: 2 h of the admin; 25th: 2 more of the admin (02:00 is the first, summer-time one) + 11 − 1 of the employee.
    expect(all.body.data.rows).toEqual([
      { key: '2026-10-24', value: 120 },
      { key: '2026-10-25', value: 120 + 600 },
      { key: '2026-10-26', value: 0 },
    ]);
    expect(all.body.data.total).toEqual({ value: 840 });
    const mine = await get<StatisticsAnswer>(
      employee,
      '/api/statistics/working-activities?from=2026-10-24&to=2026-10-26',
    );
    expect(mine.body.data.rows.map((row) => row.value)).toEqual([0, 600, 0]);
    expect(
      (await get(employee, '/api/statistics/working-activities?from=2026-10-24&to=2026-10-26&branchId=2')).status,
    ).toBe(403);
  });

  it("an employee's working-time buckets hold only their own hours, not a colleague's at the same branch", async () => {
    // The admin (user 1) worked and was planned at the employee's branch 1 on 10.09.2026.
    await app.db
      .insertInto('workingActivities')
      .values({
        userId: 1,
        branchId: 1,
        startedAt: at('2026-09-10', '08:00'),
        endedAt: at('2026-09-10', '12:00'),
        state: 'ended',
      })
      .execute();
    await app.db
      .insertInto('workingSchedules')
      .values({ userId: 1, branchId: 1, startsAt: at('2026-09-10', '08:00'), endsAt: at('2026-09-10', '12:00') })
      .execute();
    for (const bucket of ['working-activities', 'working-schedules']) {
      const path = `/api/statistics/${bucket}?from=2026-09-10&to=2026-09-10&branchId=1`;
      expect((await get<StatisticsAnswer>(admin, path)).body.data.total).toEqual({ value: 240 });
      const mine = await get<StatisticsAnswer>(employee, path);
      expect(mine.status).toBe(200);
      expect(mine.body.data.total).toEqual({ value: 0 });
    }
  });

  it('plans the 23-hour spring day with its real hours', async () => {
    const res = await get<StatisticsAnswer>(admin, '/api/statistics/working-schedules?from=2026-03-28&to=2026-03-29');
    expect(res.body.data.rows).toEqual([
      { key: '2026-03-28', value: 120 },
      { key: '2026-03-29', value: 300 - 30 },
    ]);
  });
});

describe('GET /api/statistics/user-profile and user-profile-working-activities', () => {
  it('one employee per day; employees may ask only for themselves', async () => {
    const path = '/api/statistics/user-profile-working-activities?user=2&start=2026-10-24&end=2026-10-25';
    const res = await get<StatisticsAnswer>(employee, path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.rows).toEqual([
      { key: '2026-10-24', value: 0 },
      { key: '2026-10-25', value: 600 },
    ]);
    expect((await get(employee, path.replace('user=2', 'user=1'))).status).toBe(403);
    const missing = await get(admin, '/api/statistics/user-profile-working-activities?start=2026-10-24&end=2026-10-25');
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]?.field).toBe('user');
    const backwards = await get(
      admin,
      '/api/statistics/user-profile-working-activities?user=2&start=2026-10-26&end=2026-10-25',
    );
    expect(backwards.body.errors[0]?.message).toBe('Das Startdatum darf nicht nach dem Enddatum liegen.');
  });

  it('the profile counts up to `now`: worked, planned over the range, overtime of the days begun', async () => {
    const res = await get<Record<string, unknown>>(
      admin,
      '/api/statistics/user-profile?user=2&start=2026-03-28&end=2026-10-31&now=2026-03-29T02:00:00%2B01:00',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      user: { id: 2 },
      workedMinutes: 0,
      plannedMinutes: 120 + 270,
      plannedToNowMinutes: 120 + 270,
      overtimeMinutes: -390,
    });
    const later = await get<Record<string, unknown>>(
      admin,
      '/api/statistics/user-profile?user=2&start=2026-10-01&end=2026-10-31',
    );
    expect(later.body.data).toMatchObject({ workedMinutes: 600, plannedMinutes: 0, overtimeMinutes: 600 });
    expect(
      (await get(admin, '/api/statistics/user-profile?user=2&start=2026-10-01&end=2026-10-31&now=gestern')).status,
    ).toBe(400);
  });

  it('a range over three calendar years knows the public holidays of the year in between', async () => {
    // Sick 1–7 January 2025: New Year (Wed) and Epiphany (Mon 6) are public holidays, 4/5 a weekend → 3 norm days.
    await app.db
      .insertInto('absences')
      .values({ userId: 2, kind: 'sick', fromDate: '2025-01-01', toDate: '2025-01-07' })
      .execute();
    const res = await get<Record<string, unknown>>(
      admin,
      '/api/statistics/user-profile?user=2&start=2024-06-01&end=2026-05-31',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ creditedMinutes: 3 * 480 });
  });
});
