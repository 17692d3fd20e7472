import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { signInAs, type TestSession, withSession } from '../../../infrastructure/auth/test-session.js';
import { placeOrder } from '../staff-test-kit.js';
import { openMonday } from '../test-fixtures.js';

let app: TestApp;
let admin: TestSession;

beforeAll(async () => {
  app = await createTestApp({ now: () => openMonday });
  admin = await signInAs(app);
});
afterAll(async () => {
  await app.close();
});

type Answer = {
  data: { state: string; rejectionMessage: string | null };
  errors: { message: string; field?: string }[];
};

const reject = (id: number, body?: unknown) =>
  app.request<Answer>(`/api/orders/${id}/status/reject`, withSession(admin, 'POST', body));

const rejectionOf = async (id: number) =>
  await app.db
    .selectFrom('orders')
    .select(['isRejected', 'rejectionMessage'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('POST /api/orders/{id}/status/reject with a message to the customer', () => {
  it('keeps the message; the staff and the public view show it', async () => {
    const order = await placeOrder(app);
    const res = await reject(order.id, { rejectionMessage: '  Leider ist der Ofen ausgefallen.  ' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'rejected', rejectionMessage: 'Leider ist der Ofen ausgefallen.' });
    expect(await rejectionOf(order.id)).toEqual({
      isRejected: true,
      rejectionMessage: 'Leider ist der Ofen ausgefallen.',
    });
    const view = await app.request<Answer>(`/api/orders/public/${order.uid}/${order.hash}`);
    expect(view.body.data.rejectionMessage).toBe('Leider ist der Ofen ausgefallen.');
  });

  it('rejects without a message (no body, or an empty one)', async () => {
    const first = await placeOrder(app);
    expect((await reject(first.id)).status).toBe(200);
    expect(await rejectionOf(first.id)).toEqual({ isRejected: true, rejectionMessage: null });
    const second = await placeOrder(app);
    expect((await reject(second.id, { rejectionMessage: '   ' })).status).toBe(200);
    expect(await rejectionOf(second.id)).toEqual({ isRejected: true, rejectionMessage: null });
  });

  it('refuses a message that is too long with the German field error, and changes nothing', async () => {
    const order = await placeOrder(app);
    const res = await reject(order.id, { rejectionMessage: 'x'.repeat(2001) });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      field: 'rejectionMessage',
      message: messages.validation.tooLong({ limit: 2000 }),
    });
    expect(await rejectionOf(order.id)).toEqual({ isRejected: false, rejectionMessage: null });
  });
});
