import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { refundsMessages } from '@bestell/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, silentLogger, type TestApp } from '../../../test/helpers.js';
import { MollieTestServer } from '../../../test/providers/mollie-server.js';
import { demoAdmin, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { postAction } from '../orders/staff-test-kit.js';
import { type Envelope, type Failure, openMonday, type Placed, post, takeawayBody } from '../orders/test-fixtures.js';
import { runReconciliation } from '../reconciliation/reconcile.js';

const apiKey = 'test_bestellRefundsMollieKey0123456789';
let app: TestApp;
let mollie: MollieTestServer;
let admin: TestSession;
let dataDir: string;
let clock = openMonday;
const envBefore = process.env.MOLLIE_API_KEY;
const minutes = (n: number) => new Date(openMonday.getTime() + n * 60_000);

beforeAll(async () => {
  mollie = await new MollieTestServer(apiKey).start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mollie-refunds-'));
  process.env.MOLLIE_API_KEY = apiKey;
  app = await createTestApp({
    now: () => clock,
    config: {
      dataDir,
      payments: { provider: 'mollie', secret: null, mollieApiBase: mollie.url, mollieTimeoutMs: 1500 },
    },
  });
  await app.db.updateTable('branches').set({ isOnlinePaymentEnabled: true }).where('id', '=', 1).execute();
  admin = await signInAs(app, demoAdmin);
});
afterAll(async () => {
  await app.close();
  await mollie.close();
  await fs.rm(dataDir, { recursive: true, force: true });
  if (envBefore === undefined) delete process.env.MOLLIE_API_KEY;
  else process.env.MOLLIE_API_KEY = envBefore;
});
beforeEach(() => {
  mollie.mode = 'ok';
  mollie.refundStatus = 'pending';
  clock = openMonday;
});

interface RefundsAnswer {
  refundedAmount: string;
  refunds: { id: number; amount: string; status: string; isAutomatic: boolean }[];
  order: { isRefunded: boolean; refundedAmount: string };
}

const reconcile = () => runReconciliation({ db: app.db, config: app.config, logger: silentLogger, now: () => clock });
const orderRow = (id: number) => app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Places an online order and follows its start route to Mollie: the Mollie payment the customer pays. */
async function startPayment() {
  const res = await app.request<Envelope<Placed> & Failure>(
    '/api/orders',
    post(takeawayBody({ paymentMethod: 'online' })),
  );
  expect(res.status).toBe(201);
  const start = await fetch(`${app.url}${res.body.data.paymentRedirectUrl ?? ''}`, { redirect: 'manual' });
  const mollieId = /\/select-method\/(tr_[0-9a-f]+)$/.exec(start.headers.get('location') ?? '')?.[1] ?? '';
  if (!mollie.payments.has(mollieId)) throw new Error('no Mollie payment');
  const order = await app.db
    .selectFrom('orders')
    .selectAll()
    .where('uid', '=', res.body.data.uid)
    .executeTakeFirstOrThrow();
  return { order, mollieId };
}

/** The customer pays at Mollie and Mollie calls the webhook with the id. */
async function pay(mollieId: string) {
  mollie.setStatus(mollieId, 'paid');
  const hook = await fetch(`${app.url}/api/payments/mollie/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ id: mollieId }).toString(),
  });
  expect(hook.status).toBe(200);
}

function refund(orderId: number, body: unknown, key: string) {
  const init = withSession(admin, 'POST', body);
  init.headers['Idempotency-Key'] = key;
  return app.request<Envelope<RefundsAnswer> & Failure>(`/api/orders/${orderId}/refunds`, init);
}

describe('refunds at Mollie (against the local Mollie server)', () => {
  it('POST /v2/payments/{id}/refunds as documented; pending at Mollie until the reconciliation hears refunded', async () => {
    const { order, mollieId } = await startPayment();
    await pay(mollieId);
    const res = await refund(order.id, { amount: '3.00', reason: 'Brot war alt' }, 'mollie-part');
    expect(res.status).toBe(201);
    expect(res.body.data.refunds).toEqual([expect.objectContaining({ amount: '3.00', status: 'pending' })]);
    expect(res.body.data.order).toMatchObject({ isRefunded: false, refundedAmount: '0.00' });
    const call = mollie.requests.find((r) => r.method === 'POST' && r.path === `/v2/payments/${mollieId}/refunds`);
    expect(call?.body).toMatchObject({ amount: { currency: 'EUR', value: '3.00' }, description: 'Brot war alt' });
    expect(call?.idempotencyKey).toBe(`bestell-refund-${res.body.data.refunds[0]?.id}-1`);
    const [made] = mollie.refundsOf(mollieId);

    // Not yet done at Mollie: the reconciliation asks, nothing changes.
    clock = minutes(6);
    await reconcile();
    expect((await orderRow(order.id)).refundedAmount).toBe('0.0000');
    mollie.settleRefund(made?.id ?? '', 'refunded');
    clock = minutes(12);
    await reconcile();
    expect(await orderRow(order.id)).toMatchObject({ refundedAmount: '3.0000', isRefunded: false });
    const asked = mollie.requests.filter((r) => r.method === 'GET' && r.path.endsWith(`/refunds/${made?.id}`));
    expect(asked).toHaveLength(2);

    // The rest, done at once by Mollie: the order is refunded in full.
    mollie.refundStatus = 'refunded';
    const rest = await refund(order.id, { reason: 'Rest' }, 'mollie-rest');
    expect(rest.status).toBe(201);
    expect(rest.body.data.order).toMatchObject({ isRefunded: true, refundedAmount: '7.20' });
    expect(mollie.refundsOf(mollieId).map((r) => r.amount.value)).toEqual(['3.00', '4.20']);
  });

  it('Mollie answering 500 on the refund: German 409, nothing marked, the refund still asked for', async () => {
    const { order, mollieId } = await startPayment();
    await pay(mollieId);
    mollie.mode = 'error500';
    const res = await refund(order.id, { reason: 'Reklamation' }, 'mollie-outage');
    expect(res.status).toBe(409);
    expect(res.body.errors[0]?.message).toBe(refundsMessages.outcomeUnknown);
    expect(await orderRow(order.id)).toMatchObject({ isRefunded: false, refundedAmount: '0.0000' });
    expect(
      (await app.db.selectFrom('refunds').select('status').where('orderId', '=', order.id).execute()).map(
        (r) => r.status,
      ),
    ).toEqual(['requested']);
    expect(mollie.refundsOf(mollieId)).toEqual([]);
  });

  it('reconciliation: pending for 11 minutes → paid; paid after rejection → refunded automatically', async () => {
    const first = await startPayment();
    mollie.setStatus(first.mollieId, 'paid'); // no webhook came
    const second = await startPayment();
    expect((await postAction(app, admin, second.order.id, 'reject')).status).toBe(200);
    mollie.setStatus(second.mollieId, 'paid');
    mollie.refundStatus = 'refunded';
    clock = minutes(11);
    const result = await reconcile();
    expect(result).toMatchObject({ paid: 2, automaticRefunds: 1 });
    expect(await orderRow(first.order.id)).toMatchObject({ isPaid: true, isRefunded: false });
    expect(await orderRow(second.order.id)).toMatchObject({ isPaid: true, isRejected: true, isRefunded: true });
    expect(mollie.refundsOf(second.mollieId).map((r) => r.amount.value)).toEqual(['7.20']);
    expect(mollie.refundsOf(first.mollieId)).toEqual([]);
  });
});
