import { messages } from '@bestell/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useStaffTestApp } from '../../../test/staff-test-app.js';
import { type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { type Envelope, type Failure, post } from '../orders/test-fixtures.js';

let clock = new Date('2026-11-23T08:00:00Z'); // Monday 09:00 in Vienna
const staff = useStaffTestApp(() => clock);
let wienKey = '';
let grazKey = '';
const minute = 60_000;
const m = messages.timeTracking;

interface Activity {
  id: number;
  state: string;
  startedAt: string;
  endedAt: string | null;
  breaks: { startedAt: string; endedAt: string | null }[];
}
interface ActionAnswer {
  workingActivity: Activity | null;
  todayMinutes: number;
}
interface SignIn {
  me: { id: number; displayName: string; branchId: number; workingActivity: Activity | null; todayMinutes: number };
  accessToken: string;
  expiresAt: string;
}

async function keyFor(branchId: number): Promise<string> {
  const res = await staff.app.request<Envelope<{ key: string }>>(
    '/api/branch-keys',
    withSession(staff.admin, 'POST', { branchId, name: `Terminal ${branchId}` }),
  );
  expect(res.status).toBe(201);
  return res.body.data.key;
}

const terminal = (branch = 1, key = wienKey) => `/api/time-tracking/${branch}/${key}`;
const withToken = (token: string, method = 'GET'): RequestInit => ({
  method,
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
});
const signIn = (userId: number, pin: string, branch = 1, key = wienKey) =>
  staff.app.request<Envelope<SignIn> & Failure>(`${terminal(branch, key)}/sign-in`, post({ userId, pin }));
const act = (token: string, action: string) =>
  staff.app.request<Envelope<ActionAnswer> & Failure>(
    `${terminal()}/working-activities/${action}`,
    withToken(token, 'POST'),
  );
const setPin = (session: TestSession, userId: number | 'me', pin: unknown) =>
  staff.app.request<Failure>(`/api/time-tracking/pins/${userId}`, withSession(session, 'PUT', { pin }));

async function tokenFor(userId: number, pin = '2468'): Promise<string> {
  const res = await signIn(userId, pin);
  expect(res.status).toBe(200);
  return res.body.data.accessToken;
}

beforeAll(async () => {
  wienKey = await keyFor(1);
  grazKey = await keyFor(2);
});
beforeEach(async () => {
  clock = new Date('2026-11-23T08:00:00Z');
  await staff.app.db.deleteFrom('workingActivities').execute();
  await staff.app.db.deleteFrom('timeTrackingTokens').execute();
  await staff.app.db.deleteFrom('employeePins').execute();
  expect((await setPin(staff.admin, staff.employeeId, '2468')).status).toBe(204);
  expect((await setPin(staff.admin, staff.adminId, '1357')).status).toBe(204);
});

describe('terminal access (issue 28.1)', () => {
  it('lists only the branch’s people, with the branch key in the path checked', async () => {
    const listed = await staff.app.request<Envelope<{ id: number; displayName: string }[]>>(`${terminal()}/employees`);
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('no-store');
    const ids = listed.body.data.map((e) => e.id);
    expect(ids).toContain(staff.employeeId);
    expect(ids).toContain(staff.adminId);
    expect(Object.keys(listed.body.data[0] ?? {}).sort()).toEqual(['displayName', 'id']);
    // Graz: the demo employee works for Wien only; admins everywhere.
    const graz = await staff.app.request<Envelope<{ id: number }[]>>(`${terminal(2, grazKey)}/employees`);
    expect(graz.body.data.map((e) => e.id)).not.toContain(staff.employeeId);
    expect(graz.body.data.map((e) => e.id)).toContain(staff.adminId);
    expect((await staff.app.request(`${terminal(1, grazKey)}/employees`)).status).toBe(403);
    const bad = await staff.app.request<Failure>(`${terminal(1, `bk_1_${'x'.repeat(43)}`)}/employees`);
    expect(bad.status).toBe(401);
    expect(bad.body.errors[0]?.message).toBe(messages.auth.invalidApiKey);
    // An employee of another branch cannot sign in here.
    const elsewhere = await signIn(staff.employeeId, '2468', 2, grazKey);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.errors[0]?.message).toBe(m.unknownEmployee);
  });

  it('signs in with the PIN; the token is short-lived, bound to its branch and ends on sign-out', async () => {
    const res = await signIn(staff.employeeId, '2468');
    expect(res.status).toBe(200);
    expect(res.body.data.me).toMatchObject({
      id: staff.employeeId,
      branchId: 1,
      workingActivity: null,
      todayMinutes: 0,
    });
    expect(res.body.data.accessToken).toMatch(/^tt_/);
    expect(res.body.data.expiresAt).toBe('2026-11-23T08:05:00.000Z');
    const token = res.body.data.accessToken;
    const stored = await staff.app.db.selectFrom('timeTrackingTokens').select('tokenHash').execute();
    expect(stored.map((t) => t.tokenHash)).not.toContain(token);

    expect((await staff.app.request(`${terminal()}/me`, withToken(token))).status).toBe(200);
    expect((await staff.app.request(`${terminal()}/me`)).status).toBe(401);
    // Another branch's terminal does not take it, even with a valid key of its own.
    expect((await staff.app.request(`${terminal(2, grazKey)}/me`, withToken(token))).status).toBe(401);
    clock = new Date(clock.getTime() + 5 * minute);
    const expired = await staff.app.request<Failure>(`${terminal()}/me`, withToken(token));
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0]?.message).toBe(m.tokenInvalid);

    const second = await tokenFor(staff.employeeId);
    expect((await staff.app.request(`${terminal()}/sign-out`, withToken(second, 'POST'))).status).toBe(204);
    expect((await staff.app.request(`${terminal()}/me`, withToken(second))).status).toBe(401);
  });

  it('locks the PIN after 5 wrong ones for 15 minutes (stored), then lets the right one in again', async () => {
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await signIn(staff.employeeId, '0000');
      expect(wrong.status).toBe(401);
      expect(wrong.body.errors[0]?.message).toBe(m.wrongPinAttemptsLeft({ left: 5 - attempt }));
    }
    const fifth = await signIn(staff.employeeId, '0000');
    expect(fifth.status).toBe(429);
    expect(fifth.body.errors[0]?.message).toBe('Zu viele falsche Eingaben. Die PIN ist bis 09:15 Uhr gesperrt.');
    const pinRow = await staff.app.db
      .selectFrom('employeePins')
      .selectAll()
      .where('userId', '=', staff.employeeId)
      .executeTakeFirst();
    expect(pinRow?.lockedUntil?.toISOString()).toBe('2026-11-23T08:15:00.000Z');
    // Even the right PIN is refused while locked; no token is issued.
    clock = new Date('2026-11-23T08:14:59Z');
    expect((await signIn(staff.employeeId, '2468')).status).toBe(429);
    expect(await staff.app.db.selectFrom('timeTrackingTokens').select('userId').execute()).toEqual([]);
    clock = new Date('2026-11-23T08:15:00Z');
    expect((await signIn(staff.employeeId, '2468')).status).toBe(200);
    // A right PIN resets the count: 4 wrong ones later it is still not locked.
    for (let attempt = 1; attempt <= 4; attempt++) expect((await signIn(staff.employeeId, '1111')).status).toBe(401);
    expect((await signIn(staff.employeeId, '2468')).status).toBe(200);
  });

  it('refuses a PIN that is not 4–8 digits and a user without a PIN; PINs never reach the answer or the audit log', async () => {
    for (const pin of ['123', '123456789', '12a4', 1234]) {
      const bad = await setPin(staff.admin, staff.employeeId, pin);
      expect(bad.status).toBe(422);
    }
    expect((await setPin(staff.admin, staff.employeeId, '123')).body.errors[0]?.message).toBe(m.pinFormat);
    expect((await signIn(staff.employeeId, '12')).status).toBe(422);
    // Employees set their own PIN only.
    expect((await setPin(staff.employee, 'me', '97531')).status).toBe(204);
    expect((await setPin(staff.employee, staff.adminId, '97531')).status).toBe(403);
    expect((await signIn(staff.employeeId, '97531')).status).toBe(200);
    const list = await staff.app.request<Envelope<{ userId: number; hasPin: boolean }[]>>(
      '/api/time-tracking/pins',
      withSession(staff.admin, 'GET'),
    );
    expect(list.body.data.find((p) => p.userId === staff.employeeId)).toMatchObject({ hasPin: true });
    expect(JSON.stringify(list.body)).not.toContain('97531');
    expect((await staff.app.request('/api/time-tracking/pins', withSession(staff.employee, 'GET'))).status).toBe(403);
    const audit = await staff.app.db
      .selectFrom('logs')
      .selectAll()
      .where('resource', '=', 'users')
      .where('action', '=', 'pin-set')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toMatch(/97531|2468|argon2/);
    expect(
      (await staff.app.request(`/api/time-tracking/pins/${staff.employeeId}`, withSession(staff.admin, 'DELETE')))
        .status,
    ).toBe(204);
    const none = await signIn(staff.employeeId, '97531');
    expect(none.status).toBe(409);
    expect(none.body.errors[0]?.message).toBe(m.noPin);
  });
});

describe('strict bodies and who may still clock in (issue 28.1)', () => {
  it('refuses unknown or wrong-typed fields in German (422) and a body on start, changing nothing', async () => {
    const v = messages.validation;
    const extra = await staff.app.request<Failure>(
      `${terminal()}/sign-in`,
      post({ userId: staff.employeeId, pin: '2468', x: 1 }),
    );
    expect(extra.status).toBe(422);
    expect(extra.body.errors).toEqual([{ field: 'x', message: v.unexpectedField, code: 'unrecognized_keys' }]);
    const typed = await staff.app.request<Failure>(
      `${terminal()}/sign-in`,
      post({ userId: String(staff.employeeId), pin: 2468 }),
    );
    expect(typed.status).toBe(422);
    expect(typed.body.errors.map((e) => e.message).sort()).toEqual([m.pinFormat, v.invalidValue].sort());
    const huge = await staff.app.request<Failure>(`${terminal()}/sign-in`, post({ userId: 2 ** 40, pin: '2468' }));
    expect(huge.status).toBe(422);
    expect(
      (await staff.app.request<Failure>(`${terminal()}/sign-in`, post({ userId: staff.employeeId }))).body.errors[0]
        ?.message,
    ).toBe(v.blank);
    const pinExtra = await staff.app.request<Failure>(
      `/api/time-tracking/pins/me`,
      withSession(staff.employee, 'PUT', { pin: '1111', userId: staff.adminId }),
    );
    expect(pinExtra.status).toBe(422);
    expect(pinExtra.body.errors[0]?.message).toBe(v.unexpectedField);
    expect((await signIn(staff.employeeId, '1111')).status).toBe(401);

    const token = await tokenFor(staff.employeeId);
    const withBody = await staff.app.request<Failure>(`${terminal()}/working-activities/start`, {
      ...withToken(token, 'POST'),
      body: JSON.stringify({ startedAt: '2026-11-23T04:00:00Z' }),
    });
    expect(withBody.status).toBe(422);
    expect(withBody.body.errors[0]).toMatchObject({ field: 'startedAt', message: v.unexpectedField });
    expect(await staff.app.db.selectFrom('workingActivities').select('id').execute()).toEqual([]);
    const empty = await staff.app.request(`${terminal()}/working-activities/start`, {
      ...withToken(token, 'POST'),
      body: '{}',
    });
    expect(empty.status).toBe(200);
  });

  it('a disabled user or one moved to another branch loses the token and cannot sign in at this branch', async () => {
    const token = await tokenFor(staff.employeeId);
    await staff.app.db.updateTable('users').set({ isEnabled: false }).where('id', '=', staff.employeeId).execute();
    try {
      const refused = await act(token, 'start');
      expect(refused.status).toBe(401);
      expect(refused.body.errors[0]?.message).toBe(m.tokenInvalid);
      const again = await signIn(staff.employeeId, '2468');
      expect(again.status).toBe(403);
      expect(again.body.errors[0]?.message).toBe(m.unknownEmployee);
    } finally {
      await staff.app.db.updateTable('users').set({ isEnabled: true }).where('id', '=', staff.employeeId).execute();
    }
    const moved = await tokenFor(staff.employeeId);
    await staff.app.db
      .updateTable('userBranches')
      .set({ branchId: 2 })
      .where('userId', '=', staff.employeeId)
      .execute();
    try {
      expect((await act(moved, 'start')).status).toBe(401);
      expect((await signIn(staff.employeeId, '2468')).status).toBe(403);
      const listed = await staff.app.request<Envelope<{ id: number }[]>>(`${terminal()}/employees`);
      expect(listed.body.data.map((e) => e.id)).not.toContain(staff.employeeId);
      // At the new branch's terminal they may.
      expect((await signIn(staff.employeeId, '2468', 2, grazKey)).status).toBe(200);
    } finally {
      await staff.app.db
        .updateTable('userBranches')
        .set({ branchId: 1 })
        .where('userId', '=', staff.employeeId)
        .execute();
    }
    expect(await staff.app.db.selectFrom('workingActivities').select('id').execute()).toEqual([]);
  });
});

describe('working-activity transitions (spec §4)', () => {
  it('start, pause, resume and end; illegal ones are a German 409 and change nothing', async () => {
    let token = await tokenFor(staff.employeeId);
    const endFirst = await act(token, 'end');
    expect(endFirst.status).toBe(409);
    expect(endFirst.body.errors[0]?.message).toBe(m.notWorking);
    expect((await act(token, 'pause')).body.errors[0]?.message).toBe(m.notWorking);
    expect(await staff.app.db.selectFrom('workingActivities').select('id').execute()).toEqual([]);

    const started = await act(token, 'start');
    expect(started.status).toBe(200);
    expect(started.body.data.workingActivity).toMatchObject({
      state: 'working',
      startedAt: '2026-11-23T08:00:00.000Z',
    });
    const again = await act(token, 'start');
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.message).toBe(m.alreadyWorking);
    expect((await act(token, 'resume')).body.errors[0]?.message).toBe(m.notPaused);

    clock = new Date(clock.getTime() + 120 * minute);
    token = await tokenFor(staff.employeeId);
    const paused = await act(token, 'pause');
    expect(paused.body.data).toMatchObject({ workingActivity: { state: 'paused' }, todayMinutes: 120 });
    const twice = await act(token, 'pause');
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0]?.message).toBe(m.alreadyPaused);

    clock = new Date(clock.getTime() + 30 * minute);
    token = await tokenFor(staff.employeeId);
    const resumed = await act(token, 'resume');
    expect(resumed.body.data).toMatchObject({ workingActivity: { state: 'working' }, todayMinutes: 120 });
    clock = new Date(clock.getTime() + 60 * minute);
    token = await tokenFor(staff.employeeId);
    const ended = await act(token, 'end');
    expect(ended.status).toBe(200);
    expect(ended.body.data).toEqual({ workingActivity: null, todayMinutes: 180 });
    const today = await staff.app.request<
      Envelope<{ items: Activity[]; current: Activity | null; todayMinutes: number }>
    >(`${terminal()}/working-activities`, withToken(token));
    expect(today.body.data.current).toBeNull();
    expect(today.body.data.todayMinutes).toBe(180);
    expect(today.body.data.items).toHaveLength(1);
    expect(today.body.data.items[0]).toMatchObject({
      state: 'ended',
      endedAt: '2026-11-23T11:30:00.000Z',
      breaks: [{ startedAt: '2026-11-23T10:00:00.000Z', endedAt: '2026-11-23T10:30:00.000Z' }],
    });
    expect((await act(token, 'end')).status).toBe(409);
  });

  it('ending during a pause closes the pause too', async () => {
    await act(await tokenFor(staff.employeeId), 'start');
    clock = new Date(clock.getTime() + 60 * minute);
    await act(await tokenFor(staff.employeeId), 'pause');
    clock = new Date(clock.getTime() + 15 * minute);
    const ended = await act(await tokenFor(staff.employeeId), 'end');
    expect(ended.body.data).toEqual({ workingActivity: null, todayMinutes: 60 });
    const breaks = await staff.app.db.selectFrom('workingActivityBreaks').select('endedAt').execute();
    expect(breaks.map((b) => b.endedAt?.toISOString())).toEqual(['2026-11-23T09:15:00.000Z']);
  });

  it('two terminals starting for one employee at once never open two activities', async () => {
    const first = await tokenFor(staff.employeeId);
    const second = await tokenFor(staff.employeeId);
    const results = await Promise.all([act(first, 'start'), act(second, 'start'), act(first, 'start')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const refused of results.filter((r) => r.status === 409)) {
      expect(refused.body.errors[0]?.message).toBe(m.alreadyWorking);
    }
    const open = await staff.app.db.selectFrom('workingActivities').select('id').where('endedAt', 'is', null).execute();
    expect(open).toHaveLength(1);
    // The same for pauses: one open break at most.
    const pauses = await Promise.all([act(first, 'pause'), act(second, 'pause')]);
    expect(pauses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await staff.app.db.selectFrom('workingActivityBreaks').select('id').execute()).toHaveLength(1);
  });

  it('counts only today’s part of a night shift, across midnight and across both DST switches', async () => {
    const token = () => tokenFor(staff.employeeId);
    // 22:00 → 02:00 Vienna: 2 hours of the shift fall on the new day.
    clock = new Date('2026-11-23T21:00:00Z');
    await act(await token(), 'start');
    clock = new Date('2026-11-24T01:00:00Z');
    const night = await act(await token(), 'end');
    expect(night.body.data.todayMinutes).toBe(120);

    // 29 March 2026: the clock jumps 02:00 → 03:00. From local midnight to 04:00 is 3 real hours.
    await staff.app.db.deleteFrom('workingActivities').execute();
    clock = new Date('2026-03-28T22:00:00Z'); // 23:00 on 28 March
    await act(await token(), 'start');
    clock = new Date('2026-03-29T02:00:00Z'); // 04:00 CEST
    const spring = await staff.app.request<Envelope<{ todayMinutes: number }>>(
      `${terminal()}/me`,
      withToken(await token()),
    );
    expect(spring.body.data.todayMinutes).toBe(180);
    await act(await token(), 'end');

    // 25 October 2026: 03:00 → 02:00 again. From local midnight to 04:00 is 5 real hours.
    await staff.app.db.deleteFrom('workingActivities').execute();
    clock = new Date('2026-10-24T21:00:00Z'); // 23:00 CEST on 24 October
    await act(await token(), 'start');
    clock = new Date('2026-10-25T03:00:00Z'); // 04:00 CET
    const autumn = await act(await token(), 'end');
    expect(autumn.body.data.todayMinutes).toBe(300);
  });
});

describe('the desk’s Zeiterfassung tab (device credential)', () => {
  it('lists, signs in and clocks through the same service, for its own branch only', async () => {
    const device = await staff.app.request<Envelope<{ id: number }>>(
      '/api/devices',
      withSession(staff.admin, 'POST', { branchId: 1, identifier: 'theke-zeit', name: 'Theke Zeit', settings: {} }),
    );
    const code = await staff.app.request<Envelope<{ code: string }>>(
      `/api/devices/${device.body.data.id}/pair`,
      withSession(staff.admin, 'POST'),
    );
    const redeemed = await staff.app.request<Envelope<{ credential: string }>>(
      '/api/devices/pairings',
      post({ code: code.body.data.code }),
    );
    const credential = redeemed.body.data.credential;
    const desk = (path: string, method = 'GET', body?: unknown, token?: string) =>
      staff.app.request<Envelope<SignIn & ActionAnswer & { id: number }[]> & Failure>(
        `/api/devices/self/time-tracking${path}`,
        {
          method,
          headers: {
            'X-Device-Key': credential,
            'Content-Type': 'application/json',
            ...(token ? { 'X-Time-Tracking-Token': token } : {}),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
      );
    expect((await desk('/employees')).body.data.map((e) => e.id)).toContain(staff.employeeId);
    expect((await staff.app.request('/api/devices/self/time-tracking/employees')).status).toBe(401);
    const signedIn = await desk('/sign-in', 'POST', { userId: staff.employeeId, pin: '2468' });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.data.accessToken;
    expect((await desk('/working-activities/start', 'POST', undefined)).status).toBe(401);
    const started = await desk('/working-activities/start', 'POST', undefined, token);
    expect(started.body.data.workingActivity).toMatchObject({ state: 'working', branchId: 1 });
    // The branch terminal sees the same activity: a second start there is refused.
    const terminalToken = await tokenFor(staff.employeeId);
    expect((await act(terminalToken, 'start')).status).toBe(409);
    // The next shifts and the month's balance are the terminal's, through the device credential.
    await staff.app.db
      .insertInto('workingSchedules')
      .values([
        {
          userId: staff.employeeId,
          branchId: 1,
          startsAt: new Date('2026-11-24T05:00:00Z'),
          endsAt: new Date('2026-11-24T13:00:00Z'),
          breakMinutes: 30,
        },
        {
          userId: staff.adminId,
          branchId: 1,
          startsAt: new Date('2026-11-24T05:00:00Z'),
          endsAt: new Date('2026-11-24T13:00:00Z'),
          breakMinutes: 0,
        },
      ])
      .execute();
    try {
      const shifts = await staff.app.request<Envelope<{ userId: number; startsAt: string; breakMinutes: number }[]>>(
        `/api/devices/self/time-tracking/working-schedules`,
        { headers: { 'X-Device-Key': credential, 'X-Time-Tracking-Token': token } },
      );
      expect(shifts.status).toBe(200);
      expect(shifts.body.data).toEqual([
        expect.objectContaining({ userId: staff.employeeId, startsAt: '2026-11-24T05:00:00.000Z', breakMinutes: 30 }),
      ]);
      const fromTerminal = await staff.app.request<Envelope<unknown>>(
        `${terminal()}/working-schedules`,
        withToken(terminalToken),
      );
      expect(shifts.body.data).toEqual(fromTerminal.body.data);
      const balances = await desk('/balances', 'GET', undefined, token);
      const terminalBalances = await staff.app.request<Envelope<unknown>>(
        `${terminal()}/balances`,
        withToken(terminalToken),
      );
      expect(balances.status).toBe(200);
      expect(balances.body.data).toEqual(terminalBalances.body.data);
      expect(balances.body.data).toMatchObject({ month: '2026-11', holidays: { year: 2026 } });
      expect((await desk('/working-schedules')).status).toBe(401);
      expect((await desk('/balances')).status).toBe(401);
    } finally {
      await staff.app.db.deleteFrom('workingSchedules').execute();
    }
    // The rest of the day through the desk: who is signed in, the activity, pause, resume, end.
    const me = await desk('/me', 'GET', undefined, token);
    expect(me.status).toBe(200);
    const listed = await desk('/working-activities', 'GET', undefined, token);
    expect(listed.status).toBe(200);
    const paused = await desk('/working-activities/pause', 'POST', undefined, token);
    expect(paused.body.data.workingActivity).toMatchObject({ state: 'paused' });
    const resumed = await desk('/working-activities/resume', 'POST', undefined, token);
    expect(resumed.body.data.workingActivity).toMatchObject({ state: 'working' });
    const ended = await desk('/working-activities/end', 'POST', undefined, token);
    expect(ended.status).toBe(200);
    expect(ended.body.data.workingActivity).toBeNull();
    // A token from the Graz terminal does not work on this desk (Wien).
    const grazAdmin = await signIn(staff.adminId, '1357', 2, grazKey);
    expect((await desk('/me', 'GET', undefined, grazAdmin.body.data.accessToken)).status).toBe(401);
  });
});
