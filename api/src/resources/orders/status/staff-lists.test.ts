import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { signInAs, type TestSession } from '../../../infrastructure/auth/test-session.js';
import { orderInState, type StaffOrderView } from '../staff-test-kit.js';
import { dineInBody, type Envelope, type Failure, openMonday, takeawayBody } from '../test-fixtures.js';

let app: TestApp;
let admin: TestSession;
let clock = openMonday;
const tuesday = new Date('2026-11-24T10:00:00+01:00');
const placed: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  admin = await signInAs(app);
  for (const state of ['waiting', 'confirmed', 'in-delivery', 'completed', 'rejected', 'canceled']) {
    placed[state] = (await orderInState(app, admin, state)).id;
  }
  placed.graz = (await orderInState(app, admin, 'waiting', dineInBody())).id;
  clock = tuesday;
  admin = await signInAs(app);
  placed.tuesday = (await orderInState(app, admin, 'confirmed', takeawayBody({ lastName: 'Zwettler' }))).id;
  const later = takeawayBody({ firstName: 'Lena', appointmentDate: '2026-11-24T14:00:00+01:00' });
  placed.later = (await orderInState(app, admin, 'waiting', later)).id;
});
afterAll(async () => {
  await app.close();
});

async function list(path: string) {
  const res = await app.request<Envelope<StaffOrderView[]> & { meta: { page: number; limit: number; total: number } }>(
    path,
    { headers: admin.headers },
  );
  expect(res.status).toBe(200);
  return res.body;
}

describe('GET /api/orders/current', () => {
  it('lists the orders still to work on (waiting, confirmed, in delivery) of every branch, by due time', async () => {
    clock = tuesday;
    const { data } = await list('/api/orders/current');
    expect(data.map((order) => order.id)).toEqual([
      placed.waiting,
      placed.confirmed,
      placed['in-delivery'],
      placed.graz,
      placed.tuesday,
      placed.later,
    ]);
    expect(data[0]).toMatchObject({ state: 'waiting', allowedActions: ['confirm', 'reject', 'cancel'] });
  });

  it('filters by branch', async () => {
    const { data } = await list('/api/orders/current?branch=2');
    expect(data.map((order) => order.id)).toEqual([placed.graz]);
  });

  it('refuses a malformed branch filter with 422', async () => {
    const res = await app.request<Failure>('/api/orders/current?branch=x', { headers: admin.headers });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'branch', message: messages.validation.invalidValue });
  });
});

describe('GET /api/orders/missed', () => {
  it('lists orders still waiting for confirmation whose due time has passed', async () => {
    clock = tuesday;
    const { data } = await list('/api/orders/missed');
    expect(data.map((order) => order.id)).toEqual([placed.waiting, placed.graz]);
    clock = new Date('2026-11-24T14:01:00+01:00');
    const afternoon = await list('/api/orders/missed');
    expect(afternoon.data.map((order) => order.id)).toEqual([placed.waiting, placed.graz, placed.later]);
    clock = tuesday;
    expect((await list('/api/orders/missed?branch=1')).data.map((order) => order.id)).toEqual([placed.waiting]);
  });
});

describe('GET /api/orders (history)', () => {
  it('lists every order, newest first, with a total for paging', async () => {
    const body = await list('/api/orders?limit=3');
    expect(body.meta).toEqual({ page: 1, limit: 3, total: 9, totalCapped: false });
    expect(body.data.map((order) => order.id)).toEqual([placed.later, placed.tuesday, placed.graz]);
    const third = await list('/api/orders?limit=3&page=3');
    expect(third.data.map((order) => order.id)).toEqual([placed['in-delivery'], placed.confirmed, placed.waiting]);
  });

  it('filters by state', async () => {
    for (const state of ['completed', 'rejected', 'canceled', 'in-delivery']) {
      expect((await list(`/api/orders?state=${state}`)).data.map((order) => order.id)).toEqual([placed[state]]);
    }
    expect((await list('/api/orders?state=waiting')).data.map((order) => order.id)).toEqual([
      placed.later,
      placed.graz,
      placed.waiting,
    ]);
  });

  it('filters by business day, from–to', async () => {
    const monday = await list('/api/orders?from=2026-11-23&to=2026-11-23');
    expect(monday.meta.total).toBe(7);
    const tue = await list('/api/orders?from=2026-11-24');
    expect(tue.data.map((order) => order.id)).toEqual([placed.later, placed.tuesday]);
  });

  it('searches the name, the exact ticket number and the uid', async () => {
    expect((await list('/api/orders?q=zwett')).data.map((order) => order.id)).toEqual([placed.tuesday]);
    const ticket = await list('/api/orders?q=1&branch=2');
    expect(ticket.data.map((order) => order.id)).toEqual([placed.graz]);
    const { uid } = await app.db
      .selectFrom('orders')
      .select('uid')
      .where('id', '=', placed.completed ?? 0)
      .executeTakeFirstOrThrow();
    expect((await list(`/api/orders?q=${uid}`)).data.map((order) => order.id)).toEqual([placed.completed]);
    expect((await list('/api/orders?q=%25')).data).toEqual([]);
  });

  it('refuses unknown states and malformed dates with the German messages', async () => {
    const state = await app.request<Failure>('/api/orders?state=lost', { headers: admin.headers });
    expect(state.status).toBe(422);
    expect(state.body.errors[0]).toMatchObject({ field: 'state', message: messages.validation.invalidChoice });
    const date = await app.request<Failure>('/api/orders?from=23.11.2026', { headers: admin.headers });
    expect(date.status).toBe(422);
    expect(date.body.errors[0]).toMatchObject({ field: 'from', message: messages.validation.invalidDate });
  });
});
