import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@bestell/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { StripeTestServer } from '../../../test/providers/stripe-server.js';
import { sealSecret } from '../../infrastructure/secrets/index.js';
import { type Envelope, type Failure, openMonday, type Placed, post, takeawayBody } from '../orders/test-fixtures.js';

const secretKey = 'sk_test_bestell_local';
const webhookSecret = 'whsec_bestell_local_test';
let app: TestApp;
let stripe: StripeTestServer;
let dataDir: string;
const envBefore = process.env.STRIPE_SECRET_KEY;

beforeAll(async () => {
  stripe = await new StripeTestServer(secretKey, webhookSecret).start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'stripe-test-'));
  // The secret key from the environment, the webhook secret as an admin stores it in the back-office config.
  process.env.STRIPE_SECRET_KEY = secretKey;
  app = await createTestApp({
    now: () => openMonday,
    config: {
      dataDir,
      payments: { provider: 'stripe', secret: null, stripeApiBase: stripe.url, stripeTimeoutMs: 1500 },
    },
  });
  const deps = { db: app.db, config: app.config };
  await app.db
    .insertInto('configSecrets')
    .values({
      key: 'stripeWebhookSecret',
      value: await sealSecret(deps, 'stripeWebhookSecret', webhookSecret),
      updatedAt: openMonday,
    })
    .execute();
  await app.db.updateTable('branches').set({ isOnlinePaymentEnabled: true }).where('id', '=', 1).execute();
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
});

async function place() {
  const res = await app.request<Envelope<Placed> & Failure>(
    '/api/orders',
    post(takeawayBody({ paymentMethod: 'online' })),
  );
  expect(res.status).toBe(201);
  return res.body.data;
}

function orderOf(uid: string) {
  return app.db.selectFrom('orders').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
}

async function eventsOf(orderId: number) {
  const rows = await app.db
    .selectFrom('orderEvents')
    .select('type')
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.type);
}

function paymentStatus(uid: string, hash: string) {
  return app
    .request<Envelope<{ paymentStatus: string }>>(`/api/orders/public/${uid}/${hash}`)
    .then((res) => res.body.data.paymentStatus);
}

const open = (url: string) => fetch(`${app.url}${url}`, { redirect: 'manual' });

function sendWebhook(call: { body: string; signature: string }) {
  return fetch(`${app.url}/api/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': call.signature },
    body: call.body,
  });
}

/** Places an online order and follows the start route to Stripe: the session the customer pays on. */
async function startCheckout() {
  const placed = await place();
  expect(placed.paymentRedirectUrl).toMatch(/^\/api\/payments\/stripe\/[A-Za-z0-9_-]{22}\/start$/);
  const start = await open(placed.paymentRedirectUrl ?? '');
  expect(start.status).toBe(303);
  const location = start.headers.get('location') ?? '';
  const sessionId = /\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(location)?.[1] ?? '';
  const session = stripe.sessions.get(sessionId);
  if (!session) throw new Error(`start did not redirect to a Stripe session: ${location}`);
  return { placed, session, start: placed.paymentRedirectUrl ?? '' };
}

describe('Stripe Checkout (PAYMENT_PROVIDER=stripe against the local Stripe server)', () => {
  it('whole payment: order → start → Checkout Session → signed webhook → paid once → status page', async () => {
    const { placed, session, start } = await startCheckout();
    const order = await orderOf(placed.uid);
    expect(order).toMatchObject({ isPaid: false, isFailed: false });

    // What the shop sent: payment mode, the order's lines in cents (EUR), the order uid, the way back, one key per order.
    const create = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    expect(create?.authorization).toBe(`Bearer ${secretKey}`);
    expect(create?.idempotencyKey).toBe(`checkout-${placed.uid}`);
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: placed.uid,
      currency: 'eur',
      amount_total: 720,
    });
    expect(session.line_items).toEqual([
      { name: '2 Stk. Kaisersemmel', unit_amount: 130, quantity: 1, currency: 'eur' },
      { name: 'Morgenrot-Bauernbrot', unit_amount: 590, quantity: 1, currency: 'eur' },
    ]);
    expect(session.success_url).toMatch(
      new RegExp(`/api/payments/stripe/[A-Za-z0-9_-]{22}/return\\?session_id=${session.id}$`),
    );
    expect(session.cancel_url).toMatch(/\/api\/payments\/stripe\/[A-Za-z0-9_-]{22}\/cancel$/);

    // Opening the start address again (reload) gets the same session: the idempotency key is per order.
    const again = await open(start);
    expect(again.headers.get('location')).toBe(session.url);
    expect(stripe.sessions.size).toBeGreaterThanOrEqual(1);

    // Not paid yet: a webhook for the open session does not mark the order.
    expect((await sendWebhook(stripe.webhook(session, { type: 'checkout.session.expired' }))).status).toBe(200);
    expect(await paymentStatus(placed.uid, placed.hash)).not.toBe('paid');

    stripe.pay(session.id);
    const call = stripe.webhook(session);
    const hook = await sendWebhook(call);
    expect(hook.status).toBe(200);
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: true, isFailed: false });
    expect(await eventsOf(order.id)).toEqual(['order.created', 'order.paid']);
    expect(await paymentStatus(placed.uid, placed.hash)).toBe('paid');

    // The return to the shop afterwards: the status page, nothing paid twice.
    const back = await open(new URL(session.success_url).pathname + new URL(session.success_url).search);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/status/${placed.uid}/${placed.hash}`);
    // The replayed event (same id, same signature) changes nothing.
    const paidAt = (await orderOf(placed.uid)).updatedAt;
    expect((await sendWebhook(call)).status).toBe(200);
    expect(await eventsOf(order.id)).toEqual(['order.created', 'order.paid']);
    expect((await orderOf(placed.uid)).updatedAt).toEqual(paidAt);
    // A paid order's start address goes to the status page, without a new session.
    const sessionsBefore = stripe.sessions.size;
    const paidStart = await open(start);
    expect(paidStart.headers.get('location')).toBe(`/status/${placed.uid}/${placed.hash}`);
    expect(stripe.sessions.size).toBe(sessionsBefore);
  });

  it('the return to the shop marks the order paid when it comes before the webhook (session fetched from Stripe); the late webhook changes nothing', async () => {
    const { placed, session } = await startCheckout();
    const order = await orderOf(placed.uid);
    stripe.pay(session.id);
    const success = new URL(session.success_url);
    const back = await open(success.pathname + success.search);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/status/${placed.uid}/${placed.hash}`);
    expect(stripe.requests.at(-1)).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${session.id}` });
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: true });
    expect((await sendWebhook(stripe.webhook(session))).status).toBe(200);
    expect(await eventsOf(order.id)).toEqual(['order.created', 'order.paid']);
  });

  it('webhook and return at the same moment: the order is paid exactly once', async () => {
    const { placed, session } = await startCheckout();
    const order = await orderOf(placed.uid);
    stripe.pay(session.id);
    const success = new URL(session.success_url);
    const call = stripe.webhook(session);
    const [hook, back, replay] = await Promise.all([
      sendWebhook(call),
      open(success.pathname + success.search),
      sendWebhook(call),
    ]);
    expect([hook.status, back.status, replay.status]).toEqual([200, 303, 200]);
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: true, isFailed: false });
    expect(await eventsOf(order.id)).toEqual(['order.created', 'order.paid']);
  });

  it('a return without payment (or with another order’s session) leaves the order unpaid', async () => {
    const first = await startCheckout();
    const second = await startCheckout();
    stripe.pay(second.session.id);
    // The first order's return address carrying the second (paid) session id.
    const forged = new URL(first.session.success_url);
    forged.searchParams.set('session_id', second.session.id);
    expect((await open(forged.pathname + forged.search)).status).toBe(303);
    expect(await orderOf(first.placed.uid)).toMatchObject({ isPaid: false });
    const unpaid = new URL(first.session.success_url);
    expect((await open(unpaid.pathname + unpaid.search)).status).toBe(303);
    expect(await orderOf(first.placed.uid)).toMatchObject({ isPaid: false });
  });

  it('replay-safe by event id: a delivered event id is stored once and a second delivery does nothing, even for a payment open again', async () => {
    const { placed, session } = await startCheckout();
    const order = await orderOf(placed.uid);
    stripe.pay(session.id);
    const call = stripe.webhook(session);
    expect((await sendWebhook(call)).status).toBe(200);
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: true });
    const stored = await app.db.selectFrom('stripeEvents').selectAll().where('id', '=', call.eventId).execute();
    expect(stored).toEqual([{ id: call.eventId, type: 'checkout.session.completed', receivedAt: openMonday }]);

    // Put the payment back to open (as before the event): the same event id again is recognised and changes nothing …
    await app.db
      .updateTable('payments')
      .set({ status: 'pending', completedAt: null })
      .where('orderId', '=', order.id)
      .execute();
    await app.db.updateTable('orders').set({ isPaid: false }).where('id', '=', order.id).execute();
    expect((await sendWebhook(call)).status).toBe(200);
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: false });
    expect(await eventsOf(order.id)).toEqual(['order.created', 'order.paid']);
    // … while a new event (another id) for the same session is acted on: the id alone decided.
    expect((await sendWebhook(stripe.webhook(session))).status).toBe(200);
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: true });

    // Events the shop does not act on are stored too; their replay is a no-op as well.
    const other = stripe.webhook(session, { type: 'checkout.session.expired' });
    expect((await sendWebhook(other)).status).toBe(200);
    expect((await sendWebhook(other)).status).toBe(200);
    const rows = await app.db.selectFrom('stripeEvents').select('id').where('id', '=', other.eventId).execute();
    expect(rows).toHaveLength(1);
  });

  it('cancelled on Stripe’s page: the order gets a visible failed payment and the customer the checkout error page; paying later still works', async () => {
    const { placed, session } = await startCheckout();
    const order = await orderOf(placed.uid);
    const cancel = new URL(session.cancel_url);
    const back = await open(cancel.pathname);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/store/wien-mariahilf/checkout/error');
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: false, isFailed: true });
    expect(await eventsOf(order.id)).toEqual(['order.created', 'order.changed']);
    const status = await app.request<Envelope<{ paymentStatus: string; isFailed: boolean }>>(
      `/api/orders/public/${placed.uid}/${placed.hash}`,
    );
    expect(status.body.data).toMatchObject({ isFailed: true, paymentStatus: 'failed' });
    // Cancelling twice changes nothing more.
    expect((await open(cancel.pathname)).status).toBe(303);
    expect(await eventsOf(order.id)).toEqual(['order.created', 'order.changed']);

    // The customer went back to Stripe's page and paid after all: paid, no longer failed; the cancel address now
    // leads to the status page.
    stripe.pay(session.id);
    expect((await sendWebhook(stripe.webhook(session))).status).toBe(200);
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: true, isFailed: false });
    const late = await open(cancel.pathname);
    expect(late.headers.get('location')).toBe(`/status/${placed.uid}/${placed.hash}`);
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: true, isFailed: false });
  });

  it('forged webhooks are refused (400, German message) and change nothing: wrong secret, altered body, no signature', async () => {
    const { placed, session } = await startCheckout();
    const order = await orderOf(placed.uid);
    stripe.pay(session.id);
    const invalid = { status: 400, message: messages.paymentPage.invalidWebhook };
    const errorOf = async (res: Response) => ({
      status: res.status,
      message: ((await res.json()) as Failure).errors[0]?.message,
    });

    const otherSecret = stripe.webhook(session, { secret: 'whsec_somebody_else' });
    expect(await errorOf(await sendWebhook(otherSecret))).toEqual(invalid);
    const genuine = stripe.webhook(session);
    const altered = { ...genuine, body: genuine.body.replace(placed.uid, `${placed.uid}x`) };
    expect(await errorOf(await sendWebhook(altered))).toEqual(invalid);
    expect(await errorOf(await sendWebhook({ body: genuine.body, signature: '' }))).toEqual(invalid);
    // A genuine signature made ten minutes ago (a captured call sent again later) is past the SDK's 5 minutes tolerance.
    const old = new Stripe(secretKey).webhooks.generateTestHeaderString({
      payload: genuine.body,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(await errorOf(await sendWebhook({ body: genuine.body, signature: old }))).toEqual(invalid);
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: false, updatedAt: order.updatedAt });
    expect(await eventsOf(order.id)).toEqual(['order.created']);

    // A correctly signed event whose session belongs to another payment (metadata swapped) pays nothing either.
    const other = await startCheckout();
    const swapped = stripe.webhook({ ...session, metadata: { ...other.session.metadata } });
    expect((await sendWebhook(swapped)).status).toBe(200);
    expect(await orderOf(other.placed.uid)).toMatchObject({ isPaid: false });
  });

  it.each([
    ['answers 500', 'error500'],
    ['times out', 'hang'],
  ] as const)(
    'Stripe %s: the customer sees the German message and the other methods; the order stays unpaid, marked failed',
    async (_name, mode) => {
      const placed = await place();
      const order = await orderOf(placed.uid);
      stripe.mode = mode;
      const started = Date.now();
      const res = await open(placed.paymentRedirectUrl ?? '');
      expect(Date.now() - started).toBeLessThan(8000);
      expect(res.status).toBe(503);
      const html = await res.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain(
        'Die Zahlung ist derzeit nicht möglich. Bitte wählen Sie eine andere Zahlungsart oder versuchen Sie es später erneut.',
      );
      expect(html).toContain('<a class="primary" href="/store/wien-mariahilf/checkout">Andere Zahlungsart wählen</a>');
      expect(html).toContain(`href="${placed.paymentRedirectUrl}">Erneut versuchen</a>`);
      expect(await orderOf(placed.uid)).toMatchObject({ isPaid: false, isFailed: true });
      expect(await eventsOf(order.id)).toEqual(['order.created', 'order.changed']);
      expect(await paymentStatus(placed.uid, placed.hash)).not.toBe('paid');

      // Stripe is back: the retry goes to Checkout and the payment still completes.
      stripe.mode = 'ok';
      const retry = await open(placed.paymentRedirectUrl ?? '');
      expect(retry.status).toBe(303);
      const sessionId = /(cs_test_[0-9a-f]+)$/.exec(retry.headers.get('location') ?? '')?.[1] ?? '';
      const session = stripe.pay(sessionId);
      expect((await sendWebhook(stripe.webhook(session))).status).toBe(200);
      expect(await orderOf(placed.uid)).toMatchObject({ isPaid: true, isFailed: false });
    },
  );

  it('an order cancelled before the customer reaches Stripe gets no Checkout Session: the start goes to the status page', async () => {
    const placed = await place();
    await app.db.updateTable('orders').set({ isCanceled: true }).where('uid', '=', placed.uid).execute();
    const before = stripe.requests.length;
    const res = await open(placed.paymentRedirectUrl ?? '');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/status/${placed.uid}/${placed.hash}`);
    expect(stripe.requests.length).toBe(before);
  });

  it('unknown payment: 404 with the German message', async () => {
    const res = await app.request<Failure>('/api/payments/stripe/AAAAAAAAAAAAAAAAAAAAAA/start');
    expect(res.status).toBe(404);
    expect(res.body.errors[0]?.message).toBe(messages.paymentPage.paymentNotFound);
  });
});
