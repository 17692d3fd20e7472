import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { refundsMessages } from '@bestell/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, silentLogger, type TestApp } from '../../../test/helpers.js';
import { StripeTestServer } from '../../../test/providers/stripe-server.js';
import {
  demoAdmin,
  demoEmployee,
  signInAs,
  type TestSession,
  withSession,
} from '../../infrastructure/auth/test-session.js';
import { sealSecret } from '../../infrastructure/secrets/index.js';
import { postAction } from '../orders/staff-test-kit.js';
import { type Envelope, type Failure, openMonday, type Placed, post, takeawayBody } from '../orders/test-fixtures.js';
import { runReconciliation } from '../reconciliation/reconcile.js';

const secretKey = 'sk_test_bestell_refunds';
const webhookSecret = 'whsec_bestell_refunds_test';
let app: TestApp;
let stripe: StripeTestServer;
let admin: TestSession;
let dataDir: string;
let clock = openMonday;
const envBefore = process.env.STRIPE_SECRET_KEY;
const minutes = (n: number) => new Date(openMonday.getTime() + n * 60_000);

beforeAll(async () => {
  stripe = await new StripeTestServer(secretKey, webhookSecret).start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stripe-refunds-'));
  process.env.STRIPE_SECRET_KEY = secretKey;
  app = await createTestApp({
    now: () => clock,
    config: {
      dataDir,
      payments: { provider: 'stripe', secret: null, stripeApiBase: stripe.url, stripeTimeoutMs: 1500 },
    },
  });
  await app.db
    .insertInto('configSecrets')
    .values({
      key: 'stripeWebhookSecret',
      value: await sealSecret({ db: app.db, config: app.config }, 'stripeWebhookSecret', webhookSecret),
      updatedAt: openMonday,
    })
    .execute();
  await app.db.updateTable('branches').set({ isOnlinePaymentEnabled: true }).where('id', '=', 1).execute();
  admin = await signInAs(app, demoAdmin);
});
afterAll(async () => {
  await app.close();
  await stripe.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  if (envBefore === undefined) delete process.env.STRIPE_SECRET_KEY;
  else process.env.STRIPE_SECRET_KEY = envBefore;
});
beforeEach(() => {
  stripe.mode = 'ok';
  stripe.refundStatus = 'succeeded';
  clock = openMonday;
});

interface RefundsAnswer {
  paidAmount: string | null;
  refundedAmount: string;
  refundableAmount: string;
  refunds: { id: number; amount: string; reason: string; status: string; isAutomatic: boolean }[];
  order: { isRefunded: boolean; refundedAmount: string; isPaid: boolean };
}

const reconcile = () => runReconciliation({ db: app.db, config: app.config, logger: silentLogger, now: () => clock });

/** Places an online order and follows its start route: the Checkout Session the customer pays on. */
async function startCheckout() {
  const res = await app.request<Envelope<Placed> & Failure>(
    '/api/orders',
    post(takeawayBody({ paymentMethod: 'online' })),
  );
  expect(res.status).toBe(201);
  const placed = res.body.data;
  const start = await fetch(`${app.url}${placed.paymentRedirectUrl ?? ''}`, { redirect: 'manual' });
  const sessionId = /\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(start.headers.get('location') ?? '')?.[1] ?? '';
  const session = stripe.sessions.get(sessionId);
  if (!session) throw new Error('no Checkout Session');
  const order = await app.db.selectFrom('orders').selectAll().where('uid', '=', placed.uid).executeTakeFirstOrThrow();
  return { placed, session, order };
}

/** The customer pays on Stripe's page and Stripe sends the signed webhook. */
async function pay(sessionId: string) {
  const session = stripe.pay(sessionId);
  const call = stripe.webhook(session);
  const res = await fetch(`${app.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': call.signature },
    body: call.body,
  });
  expect(res.status).toBe(200);
  return session;
}

async function paidOrder() {
  const started = await startCheckout();
  const session = await pay(started.session.id);
  return { ...started, paymentIntent: session.payment_intent ?? '' };
}

function refund(orderId: number, body: unknown, key?: string) {
  const init = withSession(admin, 'POST', body);
  if (key) init.headers['Idempotency-Key'] = key;
  return app.request<Envelope<RefundsAnswer> & Failure>(`/api/orders/${orderId}/refunds`, init);
}

const orderRow = (id: number) => app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const refundRows = (orderId: number) =>
  app.db.selectFrom('refunds').selectAll().where('orderId', '=', orderId).orderBy('id').execute();
const refundCalls = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

describe('refunds at Stripe (POST /api/orders/{id}/refunds against the local Stripe server)', () => {
  it('refunds the whole order with the PaymentIntent: Erstattet, amount, event and audit entry', async () => {
    const { order, paymentIntent, placed } = await paidOrder();
    const res = await refund(order.id, { reason: 'Ware nicht abgeholt' }, 'dialog-whole-1');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      paidAmount: '7.20',
      refundedAmount: '7.20',
      refundableAmount: '0.00',
      order: { isRefunded: true, refundedAmount: '7.20', isPaid: true },
    });
    expect(res.body.data.refunds).toEqual([
      expect.objectContaining({
        amount: '7.20',
        reason: 'Ware nicht abgeholt',
        status: 'refunded',
        isAutomatic: false,
      }),
    ]);
    const [call] = refundCalls().filter((r) => r.form.get('payment_intent') === paymentIntent);
    expect(call?.form.get('amount')).toBe('720');
    expect(call?.authorization).toBe(`Bearer ${secretKey}`);
    expect(call?.idempotencyKey).toBe(`bestell-refund-${res.body.data.refunds[0]?.id}-1`);
    expect(call?.form.get('metadata[reason]')).toBe('Ware nicht abgeholt');
    expect(stripe.refundsOf(paymentIntent)).toHaveLength(1);
    // The PaymentIntent is kept on the payment; the customer's status page says refunded.
    const payment = await app.db.selectFrom('payments').selectAll().where('orderId', '=', order.id).executeTakeFirst();
    expect(payment?.providerReference).toBe(paymentIntent);
    const status = await app.request<Envelope<{ paymentStatus: string; isRefunded: boolean }>>(
      `/api/orders/public/${placed.uid}/${placed.hash}`,
    );
    expect(status.body.data).toMatchObject({ paymentStatus: 'refunded', isRefunded: true });
    const log = await app.db
      .selectFrom('logs')
      .selectAll()
      .where('resource', '=', 'orders')
      .where('resourceId', '=', order.id)
      .where('action', '=', 'refund')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ username: 'admin', before: expect.objectContaining({ isRefunded: false }) });
    expect(log[0]?.after).toMatchObject({ isRefunded: true, refundedAmount: '7.2000' });
    expect(log[0]?.data).toMatchObject({ amount: '7.20', reason: 'Ware nicht abgeholt', status: 'refunded' });
    const events = await app.db.selectFrom('orderEvents').select('type').where('orderId', '=', order.id).execute();
    expect(events.map((e) => e.type)).toContain('order.changed');
  });

  it('partial refunds sum up; more than is left is 422 on the amount, nothing left is 409', async () => {
    const { order, paymentIntent } = await paidOrder();
    const first = await refund(order.id, { amount: '2,00', reason: 'Semmeln fehlten' }, 'partial-1');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ refundedAmount: '2.00', refundableAmount: '5.20' });
    expect(first.body.data.order).toMatchObject({ isRefunded: false, refundedAmount: '2.00' });

    const tooMuch = await refund(order.id, { amount: '6.00', reason: 'Zu viel' }, 'partial-2');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors[0]).toMatchObject({
      field: 'amount',
      message: refundsMessages.tooMuch({ max: '5,20\u00a0€' }),
    });

    const rest = await refund(order.id, { amount: '5.20', reason: 'Rest' }, 'partial-3');
    expect(rest.status).toBe(201);
    expect(rest.body.data.order).toMatchObject({ isRefunded: true, refundedAmount: '7.20' });
    expect(stripe.refundsOf(paymentIntent).map((r) => r.amount)).toEqual([200, 520]);

    const nothing = await refund(order.id, { reason: 'Noch einmal' }, 'partial-4');
    expect(nothing.status).toBe(409);
    expect(nothing.body.errors[0]?.message).toBe(refundsMessages.nothingLeft);
    expect(stripe.refundsOf(paymentIntent)).toHaveLength(2);
    expect(await refundRows(order.id)).toHaveLength(2);
  });

  it('a double click (same Idempotency-Key, at once) refunds once at Stripe', async () => {
    const { order, paymentIntent } = await paidOrder();
    const body = { amount: '1.30', reason: 'Doppelt geklickt' };
    const answers = await Promise.all([refund(order.id, body, 'double-click'), refund(order.id, body, 'double-click')]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(stripe.refundsOf(paymentIntent)).toHaveLength(1);
    expect(await refundRows(order.id)).toHaveLength(1);
    expect((await orderRow(order.id)).refundedAmount).toBe('1.3000');
    // The same key with another amount is not that refund: 422, nothing done.
    const other = await refund(order.id, { amount: '2.00', reason: 'Doppelt geklickt' }, 'double-click');
    expect(other.status).toBe(422);
    expect(other.body.errors[0]?.message).toBe(refundsMessages.keyReused);
    expect(stripe.refundsOf(paymentIntent)).toHaveLength(1);
  });

  it('an unpaid online order and a cash order are refused with 409 and nothing changes', async () => {
    const { order } = await startCheckout();
    const callsBefore = refundCalls().length;
    const unpaid = await refund(order.id, { reason: 'Versuch' }, 'unpaid');
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.errors[0]).toMatchObject({ message: refundsMessages.notOnlinePaid, code: 'not_paid_online' });
    const cash = await app.request<Envelope<Placed>>('/api/orders', post(takeawayBody()));
    const cashOrder = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('uid', '=', cash.body.data.uid)
      .executeTakeFirstOrThrow();
    const refused = await refund(cashOrder.id, { reason: 'Versuch' });
    expect(refused.status).toBe(409);
    for (const id of [order.id, cashOrder.id]) {
      expect(await refundRows(id)).toEqual([]);
      expect(await orderRow(id)).toMatchObject({ isRefunded: false, refundedAmount: '0.0000' });
    }
    expect(refundCalls()).toHaveLength(callsBefore);
    // A reason is required: 422 on the field before anything else.
    const { order: paid } = await paidOrder();
    const blank = await refund(paid.id, { reason: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0]?.field).toBe('reason');
    const stray = await refund(paid.id, { reason: 'x', isRefunded: true });
    expect(stray.status).toBe(422);
    expect(await refundRows(paid.id)).toEqual([]);
  });

  it('an employee of another branch gets 404 for the refunds and the notification log of an order, and nothing is refunded', async () => {
    const { order, paymentIntent } = await paidOrder();
    // The demo employee works for branch 1 (the order's) and is moved to branch 2 for this test only.
    await app.db.updateTable('userBranches').set({ branchId: 2 }).where('userId', '=', 2).execute();
    const employee = await signInAs(app, demoEmployee);
    const notFound = 'Die angeforderte Ressource wurde nicht gefunden.';
    const post = await app.request<Failure>(
      `/api/orders/${order.id}/refunds`,
      withSession(employee, 'POST', { reason: 'Fremde Filiale' }),
    );
    expect(post.status).toBe(404);
    expect(post.body.errors[0]?.message).toBe(notFound);
    for (const path of ['refunds', 'notifications']) {
      const read = await app.request<Failure>(`/api/orders/${order.id}/${path}`, withSession(employee, 'GET'));
      expect(read.status).toBe(404);
      expect(read.body.errors[0]?.message).toBe(notFound);
    }
    expect(stripe.refundsOf(paymentIntent)).toEqual([]);
    expect(await refundRows(order.id)).toEqual([]);
    await app.db.updateTable('userBranches').set({ branchId: 1 }).where('userId', '=', 2).execute();
    // The same employee back at the order's branch sees it (the 404 above was the branch check, not the route).
    const own = await app.request<Failure>(`/api/orders/${order.id}/refunds`, withSession(employee, 'GET'));
    expect(own.status).toBe(200);
  });

  it('malformed amounts are 422 on the amount with the German text, and nothing is refunded', async () => {
    const { order, paymentIntent } = await paidOrder();
    for (const amount of ['-1.00', '1e3', '1.001', '12345678901', 'abc', '', ' ', 12, '0x10', '1.2.3']) {
      const res = await refund(order.id, { amount, reason: 'Falscher Betrag' });
      expect(res.status, String(amount)).toBe(422);
      expect(res.body.errors[0], String(amount)).toMatchObject({ field: 'amount' });
      expect(res.body.errors[0]?.message, String(amount)).toMatch(
        /^(Bitte einen Betrag wie 12,50 angeben\.|Der Betrag muss größer als 0 sein\.)$/,
      );
    }
    for (const amount of ['0', '0,00']) {
      const zero = await refund(order.id, { amount, reason: 'Null' });
      expect(zero.status).toBe(422);
      expect(zero.body.errors[0]).toMatchObject({ field: 'amount', message: refundsMessages.notPositive });
    }
    expect(stripe.refundsOf(paymentIntent)).toEqual([]);
    expect(await refundRows(order.id)).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ isRefunded: false, refundedAmount: '0.0000' });
  });

  it('Stripe refusing before it refunds (500): German 409, the order not marked; the worker sends the same key again', async () => {
    const { order, paymentIntent } = await paidOrder();
    // A first part refunded normally (the PaymentIntent is stored from now on).
    expect((await refund(order.id, { amount: '1.00', reason: 'Teil' }, 'outage-part')).status).toBe(201);
    stripe.mode = 'error500';
    const failed = await refund(order.id, { reason: 'Reklamation' }, 'outage');
    expect(failed.status).toBe(409);
    expect(failed.body.errors[0]).toMatchObject({
      message: refundsMessages.outcomeUnknown,
      code: 'provider_unavailable',
    });
    expect(await orderRow(order.id)).toMatchObject({ isRefunded: false, refundedAmount: '1.0000' });
    // Still asked for: its amount stays reserved, so no second dialog can refund it again.
    expect((await refundRows(order.id)).map((r) => r.status)).toEqual(['refunded', 'requested']);
    const another = await refund(order.id, { reason: 'Nochmal' }, 'outage-second-dialog');
    expect(another.status).toBe(409);
    expect(another.body.errors[0]?.code).toBe('fully_refunded');
    expect(stripe.refundsOf(paymentIntent)).toHaveLength(1);
    const logs = await app.db
      .selectFrom('logs')
      .select('action')
      .where('resource', '=', 'orders')
      .where('resourceId', '=', order.id)
      .execute();
    expect(logs.filter((l) => l.action === 'refund')).toHaveLength(1);

    stripe.mode = 'ok';
    clock = minutes(6);
    await reconcile();
    expect(await orderRow(order.id)).toMatchObject({ isRefunded: true, refundedAmount: '7.2000' });
    const calls = refundCalls().filter((r) => r.form.get('payment_intent') === paymentIntent);
    const pendingId = (await refundRows(order.id))[1]?.id;
    expect(calls.map((c) => c.idempotencyKey).slice(1)).toEqual([
      `bestell-refund-${pendingId}-1`,
      `bestell-refund-${pendingId}-1`,
    ]);
    expect(stripe.refundsOf(paymentIntent).map((r) => r.amount)).toEqual([100, 620]);
  });

  it('a refund whose answer was lost (made at Stripe, then 500) is refunded once, not twice', async () => {
    const { order, paymentIntent } = await paidOrder();
    stripe.mode = 'answer-lost';
    const lost = await refund(order.id, { reason: 'Reklamation' }, 'lost-answer');
    expect(lost.status).toBe(409);
    expect(lost.body.errors[0]?.message).toBe(refundsMessages.outcomeUnknown);
    expect(stripe.refundsOf(paymentIntent)).toHaveLength(1);
    // A double click from the same dialog does not ask again.
    expect((await refund(order.id, { reason: 'Reklamation' }, 'lost-answer')).status).toBe(201);
    expect(stripe.refundsOf(paymentIntent)).toHaveLength(1);
    stripe.mode = 'ok';
    clock = minutes(6);
    await reconcile();
    expect(await orderRow(order.id)).toMatchObject({ isRefunded: true, refundedAmount: '7.2000' });
    expect(stripe.refundsOf(paymentIntent).map((r) => r.amount)).toEqual([720]);
  });

  it('a refund Stripe keeps pending shows once the reconciliation hears it succeeded', async () => {
    const { order, paymentIntent } = await paidOrder();
    stripe.refundStatus = 'pending';
    const res = await refund(order.id, { reason: 'Bank' }, 'pending-refund');
    expect(res.status).toBe(201);
    expect(res.body.data.refunds[0]?.status).toBe('pending');
    expect(res.body.data.order).toMatchObject({ isRefunded: false, refundedAmount: '0.00' });
    const [made] = stripe.refundsOf(paymentIntent);
    stripe.settleRefund(made?.id ?? '', 'succeeded');
    clock = minutes(6);
    await reconcile();
    expect(await orderRow(order.id)).toMatchObject({ isRefunded: true, refundedAmount: '7.2000' });
    expect((await refundRows(order.id)).map((r) => r.status)).toEqual(['refunded']);
  });
});

describe('reconciliation (pinned now) against the local Stripe server', () => {
  it('a payment pending for 11 minutes is asked again and becomes paid; at 9 minutes it is not asked', async () => {
    const { order, session } = await startCheckout();
    stripe.pay(session.id); // paid at Stripe, but the webhook never came
    const asked = () => stripe.requests.filter((r) => r.method === 'GET' && r.path.endsWith(session.id)).length;
    clock = minutes(9);
    await reconcile();
    expect(asked()).toBe(0);
    expect((await orderRow(order.id)).isPaid).toBe(false);
    clock = minutes(11);
    // Two passes at once (two API processes): the claim lets only one of them ask Stripe.
    await Promise.all([reconcile(), reconcile()]);
    expect(asked()).toBe(1);
    expect(await orderRow(order.id)).toMatchObject({ isPaid: true, isFailed: false });
    const payment = await app.db.selectFrom('payments').selectAll().where('orderId', '=', order.id).executeTakeFirst();
    expect(payment).toMatchObject({ status: 'paid', checkoutSession: session.id });
  });

  it('a payment confirmed after the order was cancelled is refunded automatically and shown to staff', async () => {
    const { order, session } = await startCheckout();
    expect((await postAction(app, admin, order.id, 'cancel')).status).toBe(200);
    clock = minutes(1);
    const paid = await pay(session.id);
    expect(await orderRow(order.id)).toMatchObject({ isPaid: true, isCanceled: true, isRefunded: false });
    clock = minutes(2);
    const results = await Promise.all([reconcile(), reconcile()]);
    expect(results.map((result) => result.automaticRefunds).sort()).toEqual([0, 1]);
    expect(stripe.refundsOf(paid.payment_intent ?? '')).toEqual([expect.objectContaining({ amount: 720 })]);
    expect(await orderRow(order.id)).toMatchObject({ isRefunded: true, refundedAmount: '7.2000' });
    const view = await app.request<Envelope<RefundsAnswer>>(`/api/orders/${order.id}/refunds`, {
      headers: admin.headers,
    });
    expect(view.body.data.refunds).toEqual([
      expect.objectContaining({ isAutomatic: true, status: 'refunded', reason: refundsMessages.automaticReason }),
    ]);
    const log = await app.db
      .selectFrom('logs')
      .selectAll()
      .where('resourceId', '=', order.id)
      .where('action', '=', 'refund')
      .executeTakeFirst();
    expect(log?.data).toMatchObject({ via: 'reconciliation', automatic: true });
    // A second pass (or another process) refunds nothing more.
    await reconcile();
    expect(stripe.refundsOf(paid.payment_intent ?? '')).toHaveLength(1);
  });

  it('a payment that arrived before the cancellation is left to staff (no automatic refund)', async () => {
    const { order } = await paidOrder();
    clock = minutes(1);
    expect((await postAction(app, admin, order.id, 'cancel')).status).toBe(200);
    clock = minutes(2);
    await reconcile();
    expect(await refundRows(order.id)).toEqual([]);
    expect((await orderRow(order.id)).isRefunded).toBe(false);
  });
});
