/** Helpers of the staff order tests (used by *.test.ts only). */
import { branchInputSchema } from '@bestell/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.js';
import { type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { type Envelope, type Placed, post, takeawayBody } from './test-fixtures.js';

export interface StaffOrderView {
  id: number;
  uid: string;
  ticketNumber: number;
  branch: { id: number };
  state: string;
  allowedActions: string[];
  firstName: string;
  lastName: string;
  counterAppointment: string | null;
  isPaid: boolean;
  items: {
    index: number;
    product: number;
    name: string;
    amount: string;
    price: string;
    gross: string;
    taxRate: string;
  }[];
  pricing: {
    gross: string;
    deliveryGross: string;
    totalGross: string;
    net: string;
    tax: string;
    taxes: Record<string, string>;
  };
}

/** Places an order through the real API and returns its id and uid/hash. */
export async function placeOrder(app: TestApp, body: unknown = takeawayBody()) {
  const res = await app.request<Envelope<Placed>>('/api/orders', post(body));
  expect(res.status).toBe(201);
  const row = await app.db
    .selectFrom('orders')
    .select(['id', 'branchId', 'ticketNumber'])
    .where('uid', '=', res.body.data.uid)
    .executeTakeFirstOrThrow();
  return { ...res.body.data, ...row };
}

/** POST /api/orders/{id}/status/{action} as the session. */
export function postAction(app: TestApp, session: TestSession, id: number, action: string) {
  return app.request<Envelope<StaffOrderView> & { errors: { message: string; code: string }[] }>(
    `/api/orders/${id}/status/${action}`,
    withSession(session, 'POST'),
  );
}

/** An order brought into `state` by the staff actions that lead there. */
export async function orderInState(app: TestApp, admin: TestSession, state: string, body?: unknown) {
  const order = await placeOrder(app, body);
  const path: Record<string, string[]> = {
    waiting: [],
    confirmed: ['confirm'],
    'in-delivery': ['confirm', 'in-delivery'],
    completed: ['confirm', 'completed'],
    rejected: ['reject'],
    canceled: ['cancel'],
  };
  for (const action of path[state] ?? []) {
    const res = await postAction(app, admin, order.id, action);
    expect(res.status).toBe(200);
  }
  return order;
}

/** The outbox rows of one order, oldest first. */
export function eventsOf(app: TestApp, orderId: number) {
  return app.db.selectFrom('orderEvents').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
}

/** A branch's input as its editor sends it, with the given fields changed. */
export async function branchBody(
  app: TestApp,
  admin: TestSession,
  branchId: number,
  overrides: Record<string, unknown>,
) {
  const res = await app.request<Envelope<Record<string, unknown>>>(
    `/api/branches/${branchId}`,
    withSession(admin, 'GET'),
  );
  const input = Object.fromEntries(Object.keys(branchInputSchema.shape).map((key) => [key, res.body.data[key]]));
  return { ...input, ...overrides };
}

/**
 * Changes branch settings through the admin's branch editor, as in the shop: the API's caches take the change at once.
 * A direct database write reaches them on PostgreSQL only with the change event, after the next placement had
 * perhaps read the old settings.
 */
export async function setBranchSettings(
  app: TestApp,
  admin: TestSession,
  branchId: number,
  overrides: Record<string, unknown>,
): Promise<void> {
  const body = await branchBody(app, admin, branchId, overrides);
  expect((await app.request(`/api/branches/${branchId}`, withSession(admin, 'PUT', body))).status).toBe(200);
}
