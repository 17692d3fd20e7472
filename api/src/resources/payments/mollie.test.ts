import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@bestell/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { MollieTestServer } from '../../../test/providers/mollie-server.js';
import { sealSecret } from '../../infrastructure/secrets/index.js';
import { type Envelope, type Failure, openMonday, type Placed, post, takeawayBody } from '../orders/test-fixtures.js';

const apiKey = 'test_bestellLocalMollieKey0123456789ab';
let app: TestApp;
let mollie: MollieTestServer;
let dataDir: string;
const envBefore = process.env.MOLLIE_API_KEY;

beforeAll(async () => {
  mollie = await new MollieTestServer(apiKey).start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mollie-test-'));
  // The key as an admin stores it in the back-office config (MOLLIE_API_KEY unset, so the stored one is used).
  delete process.env.MOLLIE_API_KEY;
  app = await createTestApp({
    now: () => openMonday,
    config: {
      dataDir,
      payments: { provider: 'mollie', secret: null, mollieApiBase: mollie.url, mollieTimeoutMs: 1500 },
    },
  });
  await app.db
    .insertInto('configSecrets')
    .values({
      key: 'mollieApiKey',
      value: await sealSecret({ db: app.db, config: app.config }, 'mollieApiKey', apiKey),
      updatedAt: openMonday,
    })
    .execute();
  await app.db.updateTable('branches').set({ isOnlinePaymentEnabled: true }).where('id', '=', 1).execute();
});
afterAll(async () => {
  await app.close();
  await mollie.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  if (envBefore !== undefined) process.env.MOLLIE_API_KEY = envBefore;
});
beforeEach(() => {
  mollie.mode = 'ok';
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

async function paidEvents(orderId: number) {
  const rows = await app.db
    .selectFrom('orderEvents')
    .select('type')
    .where('orderId', '=', orderId)
    .where('type', '=', 'order.paid')
    .execute();
  return rows.length;
}

function paymentRowOf(orderId: number) {
  return app.db.selectFrom('payments').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow();
}

function paymentStatus(uid: string, hash: string) {
  return app
    .request<Envelope<{ paymentStatus: string }>>(`/api/orders/public/${uid}/${hash}`)
    .then((res) => res.body.data.paymentStatus);
}

const open = (url: string) => fetch(`${app.url}${url}`, { redirect: 'manual' });

/** What Mollie sends: a form post with just the payment id. */
function webhook(id: string) {
  return fetch(`${app.url}/api/payments/mollie/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id }).toString(),
  });
}

/** Places an online order and follows the start route to Mollie's checkout: the Mollie payment the customer pays. */
async function startPayment() {
  const placed = await place();
  expect(placed.paymentRedirectUrl).toMatch(/^\/api\/payments\/mollie\/[A-Za-z0-9_-]{22}\/start$/);
  const start = await open(placed.paymentRedirectUrl ?? '');
  expect(start.status).toBe(303);
  const location = start.headers.get('location') ?? '';
  const mollieId = /\/checkout\/select-method\/(tr_[0-9a-f]+)$/.exec(location)?.[1] ?? '';
  const payment = mollie.payments.get(mollieId);
  if (!payment) throw new Error(`start did not redirect to a Mollie checkout: ${location}`);
  const order = await orderOf(placed.uid);
  return { placed, order, payment, mollieId };
}

describe('Mollie payment (PAYMENT_PROVIDER=mollie against the local Mollie server)', () => {
  it('order → start → webhook → paid → status page, with the documented create call', async () => {
    const { placed, order, payment, mollieId } = await startPayment();
    const row = await paymentRowOf(order.id);
    const create = mollie.requests.find((r) => r.method === 'POST' && r.path === '/v2/payments' && r.body !== null);
    expect(create?.authorization).toBe(`Bearer ${apiKey}`);
    expect(create?.idempotencyKey).toBe(`bestell-payment-${row.id}`);
    // The exact decimal with two places as Mollie wants it, not a float.
    const total = String(order.totalGross);
    expect(payment.amount).toEqual({
      value: `${total.split('.')[0]}.${(total.split('.')[1] ?? '').padEnd(2, '0').slice(0, 2)}`,
      currency: 'EUR',
    });
    expect(payment.amount.value).toMatch(/^\d+\.\d{2}$/);
    expect(payment.description).toContain(String(order.ticketNumber));
    expect(payment.redirectUrl).toBe(`${app.config.publicUrl}/api/payments/mollie/${row.id}/return`);
    expect(payment.webhookUrl).toBe(`${app.config.publicUrl}/api/payments/mollie/webhook`);
    expect(payment.metadata).toEqual({ orderUid: placed.uid, paymentId: row.id });
    expect(row.nonce).toBe(mollieId);

    // Webhook while the payment is still open: nothing changes.
    expect((await webhook(mollieId)).status).toBe(200);
    expect((await orderOf(placed.uid)).isPaid).toBe(false);
    expect((await paymentRowOf(order.id)).status).toBe('pending');

    mollie.setStatus(mollieId, 'paid');
    const gets = () =>
      mollie.requests.filter((r) => r.method === 'GET' && r.path === `/v2/payments/${mollieId}`).length;
    const getsBefore = gets();
    expect((await webhook(mollieId)).status).toBe(200);
    expect(gets()).toBe(getsBefore + 1); // the status was fetched, not taken from the webhook
    const paid = await orderOf(placed.uid);
    expect(paid.isPaid).toBe(true);
    expect(paid.isFailed).toBe(false);
    expect((await paymentRowOf(order.id)).status).toBe('paid');
    expect(await paidEvents(order.id)).toBe(1);
    expect(await paymentStatus(placed.uid, placed.hash)).toBe('paid');

    // Replay of the webhook and the customer's return: still paid exactly once.
    expect((await webhook(mollieId)).status).toBe(200);
    const back = await open(`/api/payments/mollie/${row.id}/return`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/status/${placed.uid}/${placed.hash}`);
    expect(await paidEvents(order.id)).toBe(1);
    // A second start of a paid payment goes to the status page, no new Mollie payment.
    const again = await open(placed.paymentRedirectUrl ?? '');
    expect(again.headers.get('location')).toBe(`/status/${placed.uid}/${placed.hash}`);
  });

  it('the return to the shop marks it paid when it comes before the webhook (once)', async () => {
    const { placed, order, mollieId } = await startPayment();
    const row = await paymentRowOf(order.id);
    mollie.setStatus(mollieId, 'paid');
    const back = await open(`/api/payments/mollie/${row.id}/return`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/status/${placed.uid}/${placed.hash}`);
    expect((await orderOf(placed.uid)).isPaid).toBe(true);
    expect((await webhook(mollieId)).status).toBe(200);
    expect(await paidEvents(order.id)).toBe(1);
  });

  it('webhooks and the return arriving at the same moment mark it paid exactly once', async () => {
    const { placed, order, mollieId } = await startPayment();
    const row = await paymentRowOf(order.id);
    mollie.setStatus(mollieId, 'paid');
    const answers = await Promise.all([
      webhook(mollieId),
      webhook(mollieId),
      open(`/api/payments/mollie/${row.id}/return`),
      webhook(mollieId),
    ]);
    expect(answers.map((res) => res.status)).toEqual([200, 200, 303, 200]);
    expect((await orderOf(placed.uid)).isPaid).toBe(true);
    expect(await paidEvents(order.id)).toBe(1);
  });

  it('a canceled payment fails the order and sends the customer back to the checkout', async () => {
    const { placed, order, mollieId } = await startPayment();
    mollie.setStatus(mollieId, 'canceled');
    expect((await webhook(mollieId)).status).toBe(200);
    const failed = await orderOf(placed.uid);
    expect(failed.isFailed).toBe(true);
    expect(failed.isPaid).toBe(false);
    const back = await open(`/api/payments/mollie/${(await paymentRowOf(order.id)).id}/return`);
    expect(back.headers.get('location')).toBe('/store/wien-mariahilf/checkout/error');
  });

  it('the fetched status decides: a forged or replayed webhook for the order’s own id changes nothing while Mollie says open, and nothing after the payment left pending', async () => {
    const { placed, order, mollieId } = await startPayment();
    // Someone posts the real id (it is in the browser's address bar at Mollie) before the customer paid.
    for (let i = 0; i < 3; i++) expect((await webhook(mollieId)).status).toBe(200);
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: false, isFailed: false, updatedAt: order.updatedAt });
    expect((await paymentRowOf(order.id)).status).toBe('pending');
    mollie.setStatus(mollieId, 'paid');
    expect((await webhook(mollieId)).status).toBe(200);
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: true });
    // Later replays, even when Mollie would now answer another status, leave the settled payment alone.
    mollie.setStatus(mollieId, 'failed');
    expect((await webhook(mollieId)).status).toBe(200);
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: true, isFailed: false });
    expect((await paymentRowOf(order.id)).status).toBe('paid');
    expect(await paidEvents(order.id)).toBe(1);
  });

  it('forged webhooks change nothing: unknown id, a real payment of something else, a payment naming another order', async () => {
    const { placed, order, mollieId } = await startPayment();
    expect((await webhook('tr_doesnotexist')).status).toBe(200);
    expect((await webhook('not-a-mollie-id')).status).toBe(200);
    // A paid payment in the account that is not the one stored on the order, even if its metadata names the order.
    const other = mollie.addPayment({
      status: 'paid',
      amount: { value: '0.01', currency: 'EUR' },
      metadata: { orderUid: placed.uid, paymentId: (await paymentRowOf(order.id)).id },
    });
    expect((await webhook(other.id)).status).toBe(200);
    // The stored payment, paid, but its metadata rewritten to another order.
    const stored = mollie.payments.get(mollieId);
    if (!stored) throw new Error('no stored payment');
    stored.metadata = { orderUid: 'another-order', paymentId: 'another-payment' };
    stored.status = 'paid';
    expect((await webhook(mollieId)).status).toBe(200);
    expect((await orderOf(placed.uid)).isPaid).toBe(false);
    expect((await paymentRowOf(order.id)).status).toBe('pending');
    expect(await paidEvents(order.id)).toBe(0);
    // Not a form post at all.
    const junk = await fetch(`${app.url}/api/payments/mollie/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: mollieId }),
    });
    expect(junk.status).toBe(400);
  });

  for (const mode of ['error500', 'hang'] as const) {
    it(`Mollie ${mode === 'hang' ? 'timing out' : 'answering 500'} at the start: German message, another method or retry, nothing half-paid`, async () => {
      const placed = await place();
      const order = await orderOf(placed.uid);
      mollie.mode = mode;
      const start = await open(placed.paymentRedirectUrl ?? '');
      expect(start.status).toBe(503);
      const page = await start.text();
      expect(page).toContain(messages.paymentPage.providerUnavailable);
      expect(page).toContain('href="/store/wien-mariahilf/checkout"');
      expect(page).toContain(`href="${placed.paymentRedirectUrl}"`);
      const failed = await orderOf(placed.uid);
      expect(failed.isPaid).toBe(false);
      expect(failed.isFailed).toBe(true);
      expect((await paymentRowOf(order.id)).status).toBe('pending');

      // Mollie is back: the retry pays the same order.
      mollie.mode = 'ok';
      const retry = await open(placed.paymentRedirectUrl ?? '');
      expect(retry.status).toBe(303);
      const mollieId = /(tr_[0-9a-f]+)$/.exec(retry.headers.get('location') ?? '')?.[1] ?? '';
      mollie.setStatus(mollieId, 'paid');
      expect((await webhook(mollieId)).status).toBe(200);
      const paid = await orderOf(placed.uid);
      expect(paid.isPaid).toBe(true);
      expect(paid.isFailed).toBe(false);
    });
  }

  it('Mollie down while the webhook asks: 503 so that Mollie retries, nothing changed', async () => {
    const { placed, mollieId } = await startPayment();
    mollie.setStatus(mollieId, 'paid');
    mollie.mode = 'error500';
    const res = await webhook(mollieId);
    expect(res.status).toBe(503);
    expect((await orderOf(placed.uid)).isPaid).toBe(false);
    mollie.mode = 'ok';
    expect((await webhook(mollieId)).status).toBe(200);
    expect((await orderOf(placed.uid)).isPaid).toBe(true);
  });

  it('a wrong or missing API key: the German outage page, no payment at Mollie', async () => {
    const deps = { db: app.db, config: app.config };
    const storeKey = async (value: string) =>
      app.db
        .updateTable('configSecrets')
        .set({ value: await sealSecret(deps, 'mollieApiKey', value) })
        .where('key', '=', 'mollieApiKey')
        .execute();
    try {
      await storeKey('test_wrongKeyWrongKeyWrongKeyWrong');
      const created = mollie.payments.size;
      const wrong = await open((await place()).paymentRedirectUrl ?? '');
      expect(wrong.status).toBe(503);
      expect(await wrong.text()).toContain(messages.paymentPage.providerUnavailable);
      expect(mollie.payments.size).toBe(created);
      await app.db.deleteFrom('configSecrets').where('key', '=', 'mollieApiKey').execute();
      const requests = mollie.requests.length;
      const missing = await open((await place()).paymentRedirectUrl ?? '');
      expect(missing.status).toBe(503);
      expect(mollie.requests.length).toBe(requests); // Mollie is not even asked
    } finally {
      await app.db.deleteFrom('configSecrets').where('key', '=', 'mollieApiKey').execute();
      await app.db
        .insertInto('configSecrets')
        .values({ key: 'mollieApiKey', value: await sealSecret(deps, 'mollieApiKey', apiKey), updatedAt: openMonday })
        .execute();
    }
  });

  it('an unknown payment id on the start route is a 404', async () => {
    const res = await open('/api/payments/mollie/doesnotexist/start');
    expect(res.status).toBe(404);
  });
});
