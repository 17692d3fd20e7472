import { messages } from '@bestell/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { openEventStream } from '../../infrastructure/events/test-sse.js';
import { type Envelope, type Failure, openMonday, type Placed, post, takeawayBody } from '../orders/test-fixtures.js';

let app: TestApp;
let clock = openMonday;
let admin: TestSession;
let employee: TestSession;
const minute = 60_000;

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  clock = openMonday;
  await app.db.deleteFrom('onlinePauses').execute();
});

interface Pause {
  branch: { id: number };
  kind: string;
  until: string;
  extraMinutes: number;
  setBy?: string;
}

const setPause = (session: TestSession, branch: number, body: unknown) =>
  app.request<Envelope<Pause> & Failure>(`/api/branches/${branch}/online-pause`, withSession(session, 'PUT', body));
const place = (body: unknown) => app.request<Envelope<Placed> & Failure>('/api/orders', post(body));
const dueAtOf = async (uid: string) =>
  (await app.db.selectFrom('orders').select('dueAt').where('uid', '=', uid).executeTakeFirstOrThrow()).dueAt;

describe('pause online orders (issue 27.3)', () => {
  it('refuses a placement with the German message while paused, and lifts itself with the clock', async () => {
    const set = await setPause(employee, 1, { kind: 'pause', duration: 30 });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      kind: 'pause',
      until: '2026-11-23T09:30:00.000Z',
      setBy: expect.any(String),
    });

    const refused = await place(takeawayBody());
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      { field: 'appointmentDate', message: 'Online-Bestellungen sind bis 10:30 pausiert.', code: 'validation' },
    ]);
    expect(await app.db.selectFrom('orders').select('id').execute()).toHaveLength(0);

    // Everyone sees it; the public answer does not name who set it.
    const open = await app.request<Envelope<Pause[]>>('/api/online-pauses');
    expect(open.body.data).toEqual([
      { branch: { id: 1 }, kind: 'pause', until: '2026-11-23T09:30:00.000Z', extraMinutes: 0 },
    ]);

    clock = new Date(openMonday.getTime() + 30 * minute);
    const placed = await place(takeawayBody());
    expect(placed.status).toBe(201);
    expect((await app.request<Envelope<Pause[]>>('/api/online-pauses')).body.data).toEqual([]);
  });

  it('takes pre-orders for a time after the pause when the branch allows them (Linz), not before', async () => {
    await setPause(admin, 3, { kind: 'pause', duration: 60 });
    const early = await place(takeawayBody({ branch: 3, appointmentDate: '2026-11-23T10:30:00+01:00' }));
    expect(early.status).toBe(422);
    expect(early.body.errors[0]?.message).toBe(messages.onlinePause.pausedUntil({ time: '11:00' }));
    const asap = await place(takeawayBody({ branch: 3 }));
    expect(asap.status).toBe(422);
    const later = await place(takeawayBody({ branch: 3, appointmentDate: '2026-11-23T11:15:00+01:00' }));
    expect(later.status).toBe(201);
    const row = await app.db
      .selectFrom('orders')
      .select(['submitMode'])
      .where('uid', '=', later.body.data.uid)
      .executeTakeFirstOrThrow();
    expect(row.submitMode).toBe('preorder');
  });

  it('ends early with DELETE, and both changes are in the audit log with before and after', async () => {
    await app.db.deleteFrom('logs').where('resource', '=', 'online-pauses').execute();
    await setPause(admin, 1, { kind: 'pause', duration: 'endOfDay' });
    expect((await place(takeawayBody())).status).toBe(422);
    const ended = await app.request(`/api/branches/1/online-pause`, withSession(admin, 'DELETE'));
    expect(ended.status).toBe(204);
    expect((await place(takeawayBody())).status).toBe(201);
    const logs = await app.db
      .selectFrom('logs')
      .selectAll()
      .where('resource', '=', 'online-pauses')
      .orderBy('id')
      .execute();
    expect(logs.map((log) => log.action)).toEqual(['pause', 'end']);
    expect(logs[0]?.after).toMatchObject({ kind: 'pause', until: '2026-11-23T23:00:00.000Z' });
    expect(logs[1]?.before).toMatchObject({ kind: 'pause' });
  });

  it('set and end go live on the staff streams of the branch at once (branch.paused, no event id), not to others', async () => {
    const adminStream = await openEventStream(`${app.url}/api/orders/events`, { Cookie: admin.cookie });
    const otherBranch = await openEventStream(`${app.url}/api/orders/events?branch=2`, { Cookie: admin.cookie });
    try {
      await setPause(employee, 1, { kind: 'pause', duration: 15 });
      const [set] = await adminStream.waitFor(1, 5000);
      expect(set).toMatchObject({ id: '', event: 'branch.paused', data: { type: 'branch.paused', branchId: 1 } });
      expect((await app.request(`/api/branches/1/online-pause`, withSession(admin, 'DELETE'))).status).toBe(204);
      const [, ended] = await adminStream.waitFor(2, 5000);
      expect(ended).toMatchObject({ event: 'branch.paused', data: { branchId: 1 } });
      // Nothing in force to end: no signal; a refused change (404): no signal either.
      expect((await app.request(`/api/branches/1/online-pause`, withSession(admin, 'DELETE'))).status).toBe(204);
      expect((await setPause(employee, 2, { kind: 'pause', duration: 15 })).status).toBe(404);
      expect(await adminStream.settle(300)).toHaveLength(2);
      expect(otherBranch.events).toEqual([]);
    } finally {
      adminStream.close();
      otherBranch.close();
    }
  });

  it('busy mode moves the earliest time (the next slot) by the extra minutes', async () => {
    const plain = await place(takeawayBody());
    expect((await dueAtOf(plain.body.data.uid)).toISOString()).toBe('2026-11-23T09:00:00.000Z');
    const set = await setPause(employee, 1, { kind: 'busy', extraMinutes: 30 });
    expect(set.body.data).toMatchObject({ kind: 'busy', extraMinutes: 30, until: '2026-11-23T23:00:00.000Z' });
    const busy = await place(takeawayBody());
    expect(busy.status).toBe(201);
    expect((await dueAtOf(busy.body.data.uid)).toISOString()).toBe('2026-11-23T09:30:00.000Z');
    const tooEarly = await place(takeawayBody({ appointmentDate: '2026-11-23T10:15:00+01:00' }));
    expect(tooEarly.status).toBe(422);
    expect(tooEarly.body.errors[0]?.message).toBe(messages.hours.appointmentTooEarly);
  });

  it('checks role, branch and body: an employee cannot pause another branch (404), anonymous 401, bad body 422', async () => {
    expect((await setPause(employee, 2, { kind: 'pause', duration: 15 })).status).toBe(404);
    const anonymous = await app.request('/api/branches/1/online-pause', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind: 'pause', duration: 15 }),
    });
    expect(anonymous.status).toBe(401);
    const bad = await setPause(admin, 1, { kind: 'pause', duration: 20 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]?.message).toBe(messages.onlinePause.invalidDuration);
    const extra = await setPause(admin, 1, { kind: 'pause', duration: 15, until: '2030-01-01T00:00:00Z' });
    expect(extra.status).toBe(422);
    expect(await app.db.selectFrom('onlinePauses').selectAll().execute()).toEqual([]);
  });

  it('the desk reads, sets and ends its own branch’s pause (audit names the desk) and prints the production list', async () => {
    const device = await app.request<Envelope<{ id: number }>>(
      '/api/devices',
      withSession(admin, 'POST', { branchId: 1, identifier: 'theke-pause', name: 'Theke Pause', settings: {} }),
    );
    expect(device.status).toBe(201);
    const code = await app.request<Envelope<{ code: string }>>(
      `/api/devices/${device.body.data.id}/pair`,
      withSession(admin, 'POST'),
    );
    const redeemed = await app.request<Envelope<{ credential: string }>>(
      '/api/devices/pairings',
      post({ code: code.body.data.code }),
    );
    const asDesk = (method: string, body?: unknown): RequestInit => ({
      method,
      headers: { 'X-Device-Key': redeemed.body.data.credential, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = await app.request<Envelope<Pause>>(
      '/api/devices/self/online-pause',
      asDesk('PUT', { kind: 'pause', duration: 60 }),
    );
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ branch: { id: 1 }, kind: 'pause', setBy: 'Theke Pause' });
    expect((await place(takeawayBody())).status).toBe(422);
    const read = await app.request<Envelope<Pause | null>>('/api/devices/self/online-pause', asDesk('GET'));
    expect(read.body.data?.until).toBe('2026-11-23T10:00:00.000Z');
    expect((await app.request('/api/devices/self/online-pause', asDesk('DELETE'))).status).toBe(204);
    expect(
      (await app.request<Envelope<Pause | null>>('/api/devices/self/online-pause', asDesk('GET'))).body.data,
    ).toBeNull();
    expect((await place(takeawayBody())).status).toBe(201);

    // Its own branch only, whatever the body says.
    const printed = await app.request<Envelope<{ branches: { id: number }[]; orderCount: number }>>(
      '/api/devices/self/production/print',
      asDesk('POST', { day: '2026-11-23', branch: 2 }),
    );
    expect(printed.status).toBe(200);
    expect(printed.body.data.branches.map((branch) => branch.id)).toEqual([1]);
    expect(printed.body.data.orderCount).toBeGreaterThan(0);
    const print = await app.db
      .selectFrom('productionListPrints')
      .selectAll()
      .where('branchId', '=', 1)
      .executeTakeFirst();
    expect(print?.printedByName).toBe('Theke Pause');
  });
});
