import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { signInAs, type TestSession, withSession } from '../../../infrastructure/auth/test-session.js';
import { orderInState, type StaffOrderView } from '../staff-test-kit.js';
import { dineInBody, type Envelope, type Failure, openMonday, takeawayBody } from '../test-fixtures.js';

let app: TestApp;
let admin: TestSession;
let clock = openMonday;
let wienKey = '';
let grazKey = '';
const placed: Record<string, number> = {};

async function keyFor(branchId: number) {
  const res = await app.request<Envelope<{ id: number; key: string }>>(
    '/api/branch-keys',
    withSession(admin, 'POST', { branchId, name: `Theke ${branchId}` }),
  );
  expect(res.status).toBe(201);
  return res.body.data;
}

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  admin = await signInAs(app);
  wienKey = (await keyFor(1)).key;
  grazKey = (await keyFor(2)).key;
  for (const state of ['waiting', 'confirmed', 'completed', 'canceled']) {
    placed[state] = (await orderInState(app, admin, state)).id;
  }
  placed.graz = (await orderInState(app, admin, 'waiting', dineInBody())).id;
  clock = new Date('2026-11-24T10:00:00+01:00');
  admin = await signInAs(app);
  placed.tuesdayDone = (await orderInState(app, admin, 'completed', takeawayBody())).id;
  placed.tuesdayOpen = (await orderInState(app, admin, 'waiting', takeawayBody())).id;
});
afterAll(async () => {
  await app.close();
});

async function ids(path: string) {
  const res = await app.request<Envelope<StaffOrderView[]>>(path);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.body.data.map((order) => order.id);
}

describe('GET /api/orders/frontdesk/{branchId}/{apiKey}', () => {
  it('lists the open orders of the key’s branch, by due time, without a session', async () => {
    expect(await ids(`/api/orders/frontdesk/1/${wienKey}`)).toEqual([
      placed.waiting,
      placed.confirmed,
      placed.tuesdayOpen,
    ]);
    expect(await ids(`/api/orders/frontdesk/2/${grazKey}`)).toEqual([placed.graz]);
  });
});

describe('GET /api/orders/backoffice/{branchId}/{apiKey}', () => {
  it('lists the open orders and every order of today’s business day of the branch', async () => {
    expect(await ids(`/api/orders/backoffice/1/${wienKey}`)).toEqual([
      placed.waiting,
      placed.confirmed,
      placed.tuesdayDone,
      placed.tuesdayOpen,
    ]);
  });
});

describe('frontdesk and backoffice keys', () => {
  it('a key of another branch is 403; a wrong, malformed or revoked key is 401', async () => {
    for (const view of ['frontdesk', 'backoffice']) {
      const other = await app.request<Failure>(`/api/orders/${view}/2/${wienKey}`);
      expect(other.status).toBe(403);
      expect(other.body.errors[0]?.message).toBe(messages.auth.accessDenied);
      const last = wienKey.endsWith('A') ? 'B' : 'A';
      const wrong = await app.request<Failure>(`/api/orders/${view}/1/${wienKey.slice(0, -1)}${last}`);
      expect(wrong.status).toBe(401);
      expect(wrong.body.errors[0]?.message).toBe(messages.auth.invalidApiKey);
      const malformed = await app.request<Failure>(`/api/orders/${view}/1/geheim`);
      expect(malformed.status).toBe(401);
    }
    const key = await keyFor(1);
    expect((await app.request(`/api/orders/frontdesk/1/${key.key}`)).status).toBe(200);
    const revoke = await app.request(`/api/branch-keys/${key.id}`, withSession(admin, 'DELETE'));
    expect(revoke.status).toBe(204);
    const revoked = await app.request<Failure>(`/api/orders/frontdesk/1/${key.key}`);
    expect(revoked.status).toBe(401);
    expect(revoked.body.errors[0]?.message).toBe(messages.auth.invalidApiKey);
  });
});
