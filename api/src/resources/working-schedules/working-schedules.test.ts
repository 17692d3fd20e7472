import { messages } from '@bestell/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { useStaffTestApp } from '../../../test/staff-test-app.js';
import { signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { type Envelope, type Failure, post } from '../orders/test-fixtures.js';

let clock = new Date('2026-03-10T08:00:00Z');
const staff = useStaffTestApp(() => clock);
const t = messages.timeTrackingSchedules;

interface Shift {
  id: number;
  userId: number;
  branchId: number;
  startsAt: string;
  endsAt: string;
  breakMinutes: number;
  note: string | null;
  seriesId: string | null;
  version: number;
}

const vienna = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
const local = (iso: string) => vienna.format(new Date(iso));

const shiftBody = (overrides: Record<string, unknown> = {}) => ({
  userId: staff.employeeId,
  branchId: 1,
  startsAt: '2026-03-16T08:00:00+01:00',
  endsAt: '2026-03-16T16:00:00+01:00',
  breakMinutes: 30,
  note: null,
  ...overrides,
});
const create = (session: TestSession, body: unknown) =>
  staff.app.request<Envelope<Shift> & Failure>('/api/working-schedules', withSession(session, 'POST', body));
const list = (session: TestSession, query = '') =>
  staff.app.request<Envelope<Shift[]> & Failure>(`/api/working-schedules${query}`, withSession(session, 'GET'));
const insert = async (body: ReturnType<typeof shiftBody>) =>
  (await staff.app.db.insertInto('workingSchedules').values(body).returning('id').executeTakeFirstOrThrow()).id;
const count = async () => (await staff.app.db.selectFrom('workingSchedules').select('id').execute()).length;

beforeEach(async () => {
  clock = new Date('2026-03-10T08:00:00Z');
  await staff.app.db.deleteFrom('workingSchedules').execute();
});

describe('working schedules CRUD (issue 28.2)', () => {
  it('lets admins plan and employees read only their own shifts', async () => {
    const own = await create(staff.admin, shiftBody());
    expect(own.status).toBe(201);
    expect(own.body.data).toMatchObject({
      userId: staff.employeeId,
      startsAt: '2026-03-16T07:00:00.000Z',
      seriesId: null,
    });
    const adminShift = await create(staff.admin, shiftBody({ userId: staff.adminId, branchId: 2 }));
    expect(adminShift.status).toBe(201);

    const mine = await list(staff.employee);
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((s) => s.id)).toEqual([own.body.data.id]);
    expect((await list(staff.admin)).body.data).toHaveLength(2);
    const foreign = await staff.app.request<Failure>(
      `/api/working-schedules/${adminShift.body.data.id}`,
      withSession(staff.employee, 'GET'),
    );
    expect(foreign.status).toBe(404);

    const refused = await create(
      staff.employee,
      shiftBody({ startsAt: '2026-03-17T08:00:00+01:00', endsAt: '2026-03-17T12:00:00+01:00' }),
    );
    expect(refused.status).toBe(403);
    const edit = await staff.app.request<Failure>(
      `/api/working-schedules/${own.body.data.id}`,
      withSession(staff.employee, 'PUT', shiftBody({ breakMinutes: 0 })),
    );
    expect(edit.status).toBe(403);
    const remove = await staff.app.request<Failure>(
      `/api/working-schedules/${own.body.data.id}`,
      withSession(staff.employee, 'DELETE'),
    );
    expect(remove.status).toBe(403);
    expect(await count()).toBe(2);
    expect((await staff.app.request<Failure>('/api/working-schedules')).status).toBe(401);
  });

  it('filters by user, branch and period (shifts touching [from, to))', async () => {
    await create(staff.admin, shiftBody());
    await create(
      staff.admin,
      shiftBody({ startsAt: '2026-03-23T08:00:00+01:00', endsAt: '2026-03-23T12:00:00+01:00' }),
    );
    await create(staff.admin, shiftBody({ userId: staff.adminId, branchId: 2 }));
    const week = await list(staff.admin, '?from=2026-03-16T00:00:00%2B01:00&to=2026-03-23T00:00:00%2B01:00');
    expect(week.body.data).toHaveLength(2);
    const branch = await list(staff.admin, '?branch=2');
    expect(branch.body.data.map((s) => s.userId)).toEqual([staff.adminId]);
    const user = await list(staff.admin, `?user=${staff.employeeId}&sort=-startsAt`);
    expect(user.body.data.map((s) => local(s.startsAt))).toEqual(['Mo., 23.03., 08:00', 'Mo., 16.03., 08:00']);
    const bad = await list(staff.admin, '?from=gestern');
    expect(bad.status).toBe(422);
  });

  it('refuses an overlapping shift of the same employee with the German message, allows back-to-back', async () => {
    expect((await create(staff.admin, shiftBody())).status).toBe(201);
    const clash = await create(
      staff.admin,
      shiftBody({ startsAt: '2026-03-16T15:00:00+01:00', endsAt: '2026-03-16T20:00:00+01:00' }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0]).toMatchObject({
      field: 'startsAt',
      message: t.shiftOverlap({ date: '16.03.2026', from: '08:00', to: '16:00' }),
    });
    expect(await count()).toBe(1);
    const after = await create(
      staff.admin,
      shiftBody({ startsAt: '2026-03-16T16:00:00+01:00', endsAt: '2026-03-16T20:00:00+01:00', breakMinutes: 0 }),
    );
    expect(after.status).toBe(201);
    // Another employee at the same time is fine.
    expect((await create(staff.admin, shiftBody({ userId: staff.adminId }))).status).toBe(201);
  });

  it('refuses bad bodies in German and an employee who does not work at the branch', async () => {
    const backwards = await create(staff.admin, shiftBody({ endsAt: '2026-03-16T07:00:00+01:00' }));
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors[0]).toMatchObject({ field: 'endsAt', message: t.endBeforeStart });
    const extra = await create(staff.admin, { ...shiftBody(), wage: 12 });
    expect(extra.status).toBe(422);
    const graz = await create(staff.admin, shiftBody({ branchId: 2 }));
    expect(graz.status).toBe(422);
    expect(graz.body.errors[0]).toMatchObject({ field: 'userId', message: messages.timeTracking.unknownEmployee });
    expect(await count()).toBe(0);
  });

  it('repeats a shift weekly across the spring DST switch, edits the rest of the series and deletes it', async () => {
    // Sunday shifts 15 March (CET) … 5 April (CEST): always 08:00–14:00 in Vienna.
    const made = await create(
      staff.admin,
      shiftBody({ startsAt: '2026-03-15T08:00:00+01:00', endsAt: '2026-03-15T14:00:00+01:00', repeatWeeks: 3 }),
    );
    expect(made.status).toBe(201);
    const series = made.body.data.seriesId;
    expect(series).toMatch(/^[0-9a-f-]{36}$/);
    const all = (await list(staff.admin, `?series=${series}`)).body.data;
    expect(all.map((s) => `${local(s.startsAt)}–${local(s.endsAt).slice(-5)}`)).toEqual([
      'So., 15.03., 08:00–14:00',
      'So., 22.03., 08:00–14:00',
      'So., 29.03., 08:00–14:00',
      'So., 05.04., 08:00–14:00',
    ]);
    expect(all[2]?.startsAt).toBe('2026-03-29T06:00:00.000Z');

    // Change the second one and the later ones: 10:00–18:00.
    const second = all[1] as Shift;
    const changed = await staff.app.request<Envelope<Shift> & Failure>(
      `/api/working-schedules/${second.id}`,
      withSession(staff.admin, 'PUT', {
        ...shiftBody({ startsAt: '2026-03-22T10:00:00+01:00', endsAt: '2026-03-22T18:00:00+01:00' }),
        applyToSeries: true,
      }),
    );
    expect(changed.status).toBe(200);
    const after = (await list(staff.admin, `?series=${series}`)).body.data;
    expect(after.map((s) => local(s.startsAt))).toEqual([
      'So., 15.03., 08:00',
      'So., 22.03., 10:00',
      'So., 29.03., 10:00',
      'So., 05.04., 10:00',
    ]);
    const logs = await staff.app.db
      .selectFrom('logs')
      .select('resourceId')
      .where('resource', '=', 'working-schedules')
      .execute();
    expect(logs.length).toBeGreaterThanOrEqual(4 + 3);

    // applyToSeries on a shift in no series is refused.
    const single = await create(staff.admin, shiftBody());
    const noSeries = await staff.app.request<Failure>(
      `/api/working-schedules/${single.body.data.id}`,
      withSession(staff.admin, 'PUT', { ...shiftBody({ breakMinutes: 0 }), applyToSeries: true }),
    );
    expect(noSeries.status).toBe(422);

    const removed = await staff.app.request(
      `/api/working-schedules/${second.id}/series`,
      withSession(staff.admin, 'DELETE'),
    );
    expect(removed.status).toBe(204);
    expect((await list(staff.admin, `?series=${series}`)).body.data.map((s) => local(s.startsAt))).toEqual([
      'So., 15.03., 08:00',
    ]);
    expect(
      (await staff.app.request(`/api/working-schedules/${second.id}/series`, withSession(staff.employee, 'DELETE')))
        .status,
    ).toBe(403);
  });

  it('refuses a repeat that would overlap a later shift, storing nothing', async () => {
    await create(
      staff.admin,
      shiftBody({ startsAt: '2026-03-30T09:00:00+02:00', endsAt: '2026-03-30T10:00:00+02:00' }),
    );
    const repeat = await create(staff.admin, shiftBody({ repeatWeeks: 2 }));
    expect(repeat.status).toBe(409);
    expect(await count()).toBe(1);
  });
});

describe('copy week (issue 28.2)', () => {
  const copy = (session: TestSession, body: unknown) =>
    staff.app.request<Envelope<Shift[]> & Failure>(
      '/api/working-schedules/copy-week',
      withSession(session, 'POST', body),
    );

  it('copies a week into the DST weeks keeping the Vienna wall-clock times', async () => {
    await create(staff.admin, shiftBody()); // Monday 16 March 08:00–16:00
    await create(
      staff.admin,
      shiftBody({ startsAt: '2026-03-21T22:00:00+01:00', endsAt: '2026-03-22T06:00:00+01:00', breakMinutes: 0 }),
    ); // Sat night
    await create(
      staff.admin,
      shiftBody({
        userId: staff.adminId,
        branchId: 2,
        startsAt: '2026-03-22T08:00:00+01:00',
        endsAt: '2026-03-22T12:00:00+01:00',
      }),
    );

    const spring = await copy(staff.admin, { fromWeek: '2026-03-16', toWeek: '2026-03-23' });
    expect(spring.status).toBe(201);
    expect(spring.body.data.map((s) => `${local(s.startsAt)}–${local(s.endsAt)}`)).toEqual([
      'Mo., 23.03., 08:00–Mo., 23.03., 16:00',
      'Sa., 28.03., 22:00–So., 29.03., 06:00',
      'So., 29.03., 08:00–So., 29.03., 12:00',
    ]);
    // The night into the switch is an hour shorter: 22:00 CET → 06:00 CEST = 7 h.
    const night = spring.body.data[1] as Shift;
    expect((Date.parse(night.endsAt) - Date.parse(night.startsAt)) / 3_600_000).toBe(7);

    const autumn = await copy(staff.admin, { fromWeek: '2026-03-16', toWeek: '2026-10-19', branchId: 1 });
    expect(autumn.status).toBe(201);
    expect(autumn.body.data.map((s) => `${local(s.startsAt)}–${local(s.endsAt)}`)).toEqual([
      'Mo., 19.10., 08:00–Mo., 19.10., 16:00',
      'Sa., 24.10., 22:00–So., 25.10., 06:00',
    ]);
    const longNight = autumn.body.data[1] as Shift;
    expect((Date.parse(longNight.endsAt) - Date.parse(longNight.startsAt)) / 3_600_000).toBe(9);
    expect(autumn.body.data.every((s) => s.seriesId === null)).toBe(true);
  });

  it('copies all or nothing: an overlap in the target week refuses the whole copy', async () => {
    await create(staff.admin, shiftBody());
    await create(
      staff.admin,
      shiftBody({ startsAt: '2026-03-17T08:00:00+01:00', endsAt: '2026-03-17T16:00:00+01:00' }),
    );
    await create(
      staff.admin,
      shiftBody({ startsAt: '2026-03-24T15:00:00+01:00', endsAt: '2026-03-24T18:00:00+01:00' }),
    );
    const refused = await copy(staff.admin, { fromWeek: '2026-03-16', toWeek: '2026-03-23' });
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]?.message).toBe(t.copyOverlap({ date: '24.03.2026', from: '15:00', to: '18:00' }));
    expect(await count()).toBe(3);
  });

  it('refuses a copy planning someone who no longer works at the branch, copying nothing', async () => {
    await create(staff.admin, shiftBody());
    await create(staff.admin, shiftBody({ userId: staff.adminId, branchId: 2 }));
    const branches = await staff.app.db
      .selectFrom('userBranches')
      .selectAll()
      .where('userId', '=', staff.employeeId)
      .execute();
    await staff.app.db.deleteFrom('userBranches').where('userId', '=', staff.employeeId).execute();
    try {
      const refused = await copy(staff.admin, { fromWeek: '2026-03-16', toWeek: '2026-03-23' });
      expect(refused.status).toBe(422);
      const user = await staff.app.db
        .selectFrom('users')
        .select(['firstName', 'lastName', 'username'])
        .where('id', '=', staff.employeeId)
        .executeTakeFirstOrThrow();
      const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
      expect(refused.body.errors[0]?.message).toBe(t.copyFormerEmployee({ name }));
      expect(await count()).toBe(2);
      // Another branch's week is still copied.
      expect((await copy(staff.admin, { fromWeek: '2026-03-16', toWeek: '2026-03-23', branchId: 2 })).status).toBe(201);
      expect(await count()).toBe(3);
    } finally {
      await staff.app.db.insertInto('userBranches').values(branches).execute();
    }
  });

  it('refuses a non-Monday, the same week, an empty week and employees', async () => {
    expect((await copy(staff.admin, { fromWeek: '2026-03-17', toWeek: '2026-03-23' })).body.errors[0]?.message).toBe(
      t.notMonday,
    );
    expect((await copy(staff.admin, { fromWeek: '2026-03-16', toWeek: '2026-03-16' })).body.errors[0]?.message).toBe(
      t.sameWeek,
    );
    const empty = await copy(staff.admin, { fromWeek: '2026-03-09', toWeek: '2026-03-23' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0]?.message).toBe(t.nothingToCopy);
    await create(staff.admin, shiftBody());
    expect((await copy(staff.employee, { fromWeek: '2026-03-16', toWeek: '2026-03-23' })).status).toBe(403);
    expect(await count()).toBe(1);
  });
});

describe('terminal GET working-schedules (issue 28.2)', () => {
  it("answers the signed-in employee's shifts from now for 14 days", async () => {
    clock = new Date('2026-03-16T10:00:00+01:00');
    const boss = await signInAs(staff.app); // sessions of a week ago have expired
    const key = await staff.app.request<Envelope<{ key: string }>>(
      '/api/branch-keys',
      withSession(boss, 'POST', { branchId: 1, name: 'Terminal Dienstplan' }),
    );
    expect(
      (
        await staff.app.request(
          `/api/time-tracking/pins/${staff.employeeId}`,
          withSession(boss, 'PUT', { pin: '4711' }),
        )
      ).status,
    ).toBe(204);
    const base = `/api/time-tracking/1/${key.body.data.key}`;
    const signIn = await staff.app.request<Envelope<{ accessToken: string }>>(
      `${base}/sign-in`,
      post({ userId: staff.employeeId, pin: '4711' }),
    );
    expect(signIn.status).toBe(200);
    await insert(shiftBody({ startsAt: '2026-03-13T08:00:00+01:00', endsAt: '2026-03-13T12:00:00+01:00' })); // past
    const now = await insert(shiftBody()); // in progress
    const inTwoWeeks = await insert(
      shiftBody({ startsAt: '2026-03-30T08:00:00+02:00', endsAt: '2026-03-30T12:00:00+02:00' }),
    );
    await insert(shiftBody({ startsAt: '2026-03-31T08:00:00+02:00', endsAt: '2026-03-31T12:00:00+02:00' })); // beyond 14 days
    await insert(shiftBody({ userId: staff.adminId })); // someone else's
    const res = await staff.app.request<Envelope<Record<string, unknown>[]>>(`${base}/working-schedules`, {
      headers: { Authorization: `Bearer ${signIn.body.data.accessToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: now,
        userId: staff.employeeId,
        branchId: 1,
        startsAt: '2026-03-16T07:00:00.000Z',
        endsAt: '2026-03-16T15:00:00.000Z',
        breakMinutes: 30,
        note: null,
      },
      expect.objectContaining({ id: inTwoWeeks, startsAt: '2026-03-30T06:00:00.000Z' }),
    ]);
    const noToken = await staff.app.request<Failure>(`${base}/working-schedules`);
    expect(noToken.status).toBe(401);
  });
});
