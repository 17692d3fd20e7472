import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import {
  type Envelope,
  type Failure,
  openMonday,
  type Placed,
  post,
  takeawayBody,
} from '../../resources/orders/test-fixtures.js';
import { demoAdmin, signInAs, type TestSession, withSession } from '../auth/test-session.js';
import { throttledMailError } from './notifier.js';

// RATE_LIMIT_NEW_MAIL_ADDRESSES = 2 per hour; without SMTP settings mails are logged (status 'logged').
let app: TestApp;
let admin: TestSession;
let clock = openMonday;

beforeAll(async () => {
  app = await createTestApp({
    now: () => clock,
    config: { orderLimits: { perClientPerMinute: 0, perBranchPerMinute: 0, newMailAddressesPerHour: 2 } },
  });
  admin = await signInAs(app, demoAdmin);
});
afterAll(async () => {
  await app.close();
});

async function place(email: string) {
  const res = await app.request<Envelope<Placed> & Failure>('/api/orders', post(takeawayBody({ email })));
  expect(res.status).toBe(201);
  const order = await app.db
    .selectFrom('orders')
    .select('id')
    .where('uid', '=', res.body.data.uid)
    .executeTakeFirstOrThrow();
  return order.id;
}

/** The customer confirmation's record once the event worker has handled it. */
async function confirmationOf(orderId: number) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const row = await app.db
      .selectFrom('notifications')
      .select(['recipient', 'status', 'error'])
      .where('dedupeKey', '=', `${orderId}:confirmation`)
      .where('status', '!=', 'sending')
      .executeTakeFirst();
    if (row) return row;
    if (Date.now() > deadline) throw new Error('no confirmation recorded');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('throttle on confirmation e-mails to new addresses (RATE_LIMIT_NEW_MAIL_ADDRESSES)', () => {
  it('over the hourly budget the order is placed but the mail to a new address is held back; known addresses, resends and the next hour go through', async () => {
    const first = await place('erste@example.org');
    expect(await confirmationOf(first)).toMatchObject({ status: 'logged', error: null });
    const second = await place('zweite@example.org');
    expect(await confirmationOf(second)).toMatchObject({ status: 'logged' });
    const third = await place('dritte@example.org');
    expect(await confirmationOf(third)).toEqual({
      recipient: 'dritte@example.org',
      status: 'failed',
      error: throttledMailError,
    });
    // An address mailed before is not new (whatever its case): no budget needed.
    const again = await place('Erste@Example.org');
    expect(await confirmationOf(again)).toMatchObject({ status: 'logged' });
    // Staff can send the held-back confirmation.
    const resend = await app.request(`/api/orders/${third}/resend-new-order-email`, withSession(admin, 'POST'));
    expect(resend.status).toBe(200);
    // The next hour has a new budget.
    clock = new Date(openMonday.getTime() + 60 * 60_000);
    const later = await place('vierte@example.org');
    expect(await confirmationOf(later)).toMatchObject({ status: 'logged' });
  });
});
