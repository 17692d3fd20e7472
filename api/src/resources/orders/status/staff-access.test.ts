import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../../infrastructure/auth/test-session.js';
import { placeOrder, type StaffOrderView } from '../staff-test-kit.js';
import { dineInBody, type Envelope, type Failure, openMonday } from '../test-fixtures.js';

let app: TestApp;
let admin: TestSession;
let employee: TestSession;
let wien: { id: number };
let graz: { id: number };

beforeAll(async () => {
  app = await createTestApp({ now: () => openMonday });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
  wien = await placeOrder(app);
  graz = await placeOrder(app, dineInBody());
});
afterAll(async () => {
  await app.close();
});

const routes = (id: number) => [
  ['GET', '/api/orders/current'],
  ['GET', '/api/orders/missed'],
  ['GET', '/api/orders'],
  ['GET', `/api/orders/${id}`],
  ['POST', `/api/orders/${id}/status/confirm`],
  ['POST', `/api/orders/${id}/counter-appointment`],
  ['PUT', `/api/orders/${id}/items/0`],
  ['POST', `/api/orders/${id}/update-payment-status`],
  ['POST', `/api/orders/${id}/print`],
];

describe('staff order routes: who may call them', () => {
  it('anonymous callers get 401 with the login message on every route', async () => {
    for (const [method, path] of routes(wien.id)) {
      const res = await app.request<Failure>(path ?? '', {
        method,
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.errors[0]?.message).toBe(messages.auth.loginRequired);
    }
  });

  it('an employee of Wien gets 404 on a Graz order, for reading and for every action, as for an unknown id', async () => {
    for (const [method, path] of routes(graz.id).slice(3)) {
      const body =
        method === 'PUT'
          ? { product: 14, amount: '1', unit: 'Stk.', parts: [] }
          : path?.endsWith('counter-appointment')
            ? { counterAppointment: '2026-11-23T12:00:00+01:00' }
            : undefined;
      const res = await app.request<Failure>(path ?? '', withSession(employee, method ?? 'GET', body));
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.errors[0]?.message).toBe('Die angeforderte Ressource wurde nicht gefunden.');
    }
    const row = await app.db.selectFrom('orders').select('isConfirmed').where('id', '=', graz.id).executeTakeFirst();
    expect(row?.isConfirmed).toBe(false);
  });

  it('an employee sees only the orders of their branches; asking for another branch is 403', async () => {
    const current = await app.request<Envelope<StaffOrderView[]>>('/api/orders/current', { headers: employee.headers });
    expect(current.status).toBe(200);
    const branches = new Set(current.body.data.map((order) => order.branch.id));
    expect([...branches]).toEqual([1]);
    const other = await app.request<Failure>('/api/orders?branch=2', { headers: employee.headers });
    expect(other.status).toBe(403);
    expect(other.body.errors[0]?.message).toBe(messages.auth.accessDenied);
    const own = await app.request<Envelope<StaffOrderView>>(`/api/orders/${wien.id}`, { headers: employee.headers });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: wien.id, firstName: 'Maria', lastName: 'Huber', state: 'waiting' });
  });

  it('an admin sees every branch', async () => {
    const current = await app.request<Envelope<StaffOrderView[]>>('/api/orders/current', { headers: admin.headers });
    const ids = current.body.data.map((order) => order.id);
    expect(ids).toEqual(expect.arrayContaining([wien.id, graz.id]));
  });

  it('a state-changing call with the session cookie but without the CSRF token is 403 and changes nothing', async () => {
    const res = await app.request<Failure>(`/api/orders/${wien.id}/status/confirm`, {
      method: 'POST',
      headers: { Cookie: admin.cookie },
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({ code: 'csrf', message: messages.auth.invalidCsrfToken });
    const wrong = await app.request<Failure>(`/api/orders/${wien.id}/print`, {
      method: 'POST',
      headers: { Cookie: admin.cookie, 'X-CSRF-Token': 'x'.repeat(43) },
    });
    expect(wrong.status).toBe(403);
    const row = await app.db.selectFrom('orders').select('isConfirmed').where('id', '=', wien.id).executeTakeFirst();
    expect(row?.isConfirmed).toBe(false);
  });

  it('a branch API key acts on its own branch only, without a CSRF token', async () => {
    const created = await app.request<Envelope<{ key: string }>>(
      '/api/branch-keys',
      withSession(admin, 'POST', { branchId: 1, name: 'Kassa Wien' }),
    );
    const key = created.body.data.key;
    const own = await app.request(`/api/orders/${wien.id}`, { headers: { 'X-Api-Key': key } });
    expect(own.status).toBe(200);
    const other = await app.request<Failure>(`/api/orders/${graz.id}/status/confirm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(other.status).toBe(404);
    expect(other.body.errors[0]?.message).toBe('Die angeforderte Ressource wurde nicht gefunden.');
  });

  it('unknown or malformed order ids are 404', async () => {
    expect((await app.request('/api/orders/999999', { headers: admin.headers })).status).toBe(404);
    expect((await app.request('/api/orders/abc', { headers: admin.headers })).status).toBe(404);
    const action = await app.request(`/api/orders/${wien.id}/status/teleport`, withSession(admin, 'POST'));
    expect(action.status).toBe(404);
  });
});
