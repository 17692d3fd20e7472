import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoAdmin, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { loadPaymentSecret, secretFileName } from '../../infrastructure/payments/secret.js';
import { testPaymentMethods } from '../../infrastructure/payments/test-provider.js';
import { setBranchSettings } from '../orders/staff-test-kit.js';
import { type Envelope, type Failure, openMonday, type Placed, post, takeawayBody } from '../orders/test-fixtures.js';

let app: TestApp;
let dataDir: string;
let admin: TestSession;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'payments-test-'));
  app = await createTestApp({
    now: () => openMonday,
    config: { dataDir, payments: { provider: 'test', secret: null } },
  });
  // Wien offers both online methods and vouchers in these tests.
  await app.db
    .updateTable('branches')
    .set({ isOnlinePaymentEnabled: true, isOnlineAlternativePaymentEnabled: true, isVoucherEnabled: true })
    .where('id', '=', 1)
    .execute();
  admin = await signInAs(app, demoAdmin);
});
afterAll(async () => {
  await app.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface PaymentForm {
  outcome: string;
  nonce: string;
  signature: string;
}

async function place(body: unknown, headers: Record<string, string> = {}) {
  const res = await app.request<Envelope<Placed> & Failure>('/api/orders', post(body, headers));
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

async function noticesOf(orderId: number) {
  const rows = await app.db
    .selectFrom('notifications')
    .select(['kind', 'status'])
    .where('orderId', '=', orderId)
    .execute();
  return rows.map((row) => [row.kind, row.status]);
}

/** Opens the payment page and reads its two forms. */
async function openPaymentPage(url: string) {
  const res = await app.request<string>(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/html');
  const forms = new Map<string, PaymentForm>();
  for (const match of res.body.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)) {
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(match[2] ?? '')?.[1] ?? '';
    forms.set(field('outcome'), { outcome: field('outcome'), nonce: field('nonce'), signature: field('signature') });
    expect(match[1]).toBe(`${url}/callback`);
  }
  return { html: res.body, forms };
}

function callback(url: string, form: PaymentForm, headers: Record<string, string> = {}) {
  return fetch(`${app.url}${url}/callback`, {
    method: 'POST',
    body: new URLSearchParams({ ...form }),
    redirect: 'manual',
    headers,
  });
}

async function errorOf(response: Response) {
  return { status: response.status, message: ((await response.json()) as Failure).errors[0]?.message };
}

describe('built-in test payment provider', () => {
  it('online payment: redirect to our payment page, pay, the order is paid and the browser goes to the status page', async () => {
    const placed = await place(takeawayBody({ paymentMethod: 'online' }));
    expect(placed.paymentRedirectUrl).toMatch(/^\/api\/payments\/test\/[A-Za-z0-9_-]{22}$/);
    const url = placed.paymentRedirectUrl ?? '';
    const order = await orderOf(placed.uid);
    expect(order.isPaid).toBe(false);

    const page = await openPaymentPage(url);
    expect(page.html).toContain('<html lang="de">');
    expect(page.html).toContain('Testzahlung');
    expect(page.html).toContain(`Bäckerei Morgenrot – Ticket ${order.ticketNumber}`);
    expect(page.html).toContain('Betrag: <strong>7,20\u00a0€</strong>');
    expect(page.html).toContain('>Bezahlen</button>');
    expect(page.html).toContain('>Fehlschlagen</button>');
    expect([...page.forms.keys()]).toEqual(['paid', 'failed']);

    const paid = await callback(url, page.forms.get('paid') as PaymentForm);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/status/${placed.uid}/${placed.hash}`);
    const after = await orderOf(placed.uid);
    expect(after).toMatchObject({ isPaid: true, isFailed: false });
    expect(await eventsOf(order.id)).toEqual(['order.created', 'order.paid']);
    const payment = await app.db
      .selectFrom('payments')
      .selectAll()
      .where('orderId', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ status: 'paid', method: 'online', provider: 'test', currency: 'EUR' });
    expect(payment.amount).toBe('7.2000');

    // The customer gets a payment receipt (logged here: this app has no SMTP server).
    await expect.poll(() => noticesOf(order.id), { timeout: 5000 }).toContainEqual(['paid', 'logged']);

    const status = await app.request<Envelope<{ paymentStatus: string }>>(
      `/api/orders/public/${placed.uid}/${placed.hash}`,
    );
    expect(status.body.data.paymentStatus).toBe('paid');
    const done = await openPaymentPage(url);
    expect(done.forms.size).toBe(0);
    expect(done.html).toContain(messages.paymentPage.alreadyCompleted);
    expect(done.html).toContain(`<a href="/status/${placed.uid}/${placed.hash}">Zum Bestellstatus</a>`);

    // What staff "update payment status" asks the provider (inside its transaction, which holds the order's lock).
    const check = testPaymentMethods(() => openMonday).online?.checkStatus;
    if (!check) throw new Error('the test provider checks the status');
    const update = await app.db.transaction().execute((trx) => check({ id: order.id, uid: order.uid }, trx));
    expect(update).toEqual({ isPaid: true, isFailed: false });
    const recheck = await app.request(`/api/orders/${order.id}/update-payment-status`, withSession(admin, 'POST'));
    expect(recheck).toMatchObject({ status: 200, body: { data: { isPaid: true, paymentStatus: 'paid' } } });
  });

  it('auto-accept (issue 27): an order paid online waits unpaid, and is confirmed once its payment completes', async () => {
    await setBranchSettings(app, admin, 1, { isAutoAcceptEnabled: true, autoAcceptMinutes: 25 });
    try {
      const placed = await place(takeawayBody({ paymentMethod: 'online' }));
      const url = placed.paymentRedirectUrl ?? '';
      const waiting = await orderOf(placed.uid);
      // Not paid yet: not confirmed, and it alerts nobody-acknowledged until it is.
      expect(waiting).toMatchObject({ isPaid: false, isConfirmed: false, acknowledgedAt: null });

      const page = await openPaymentPage(url);
      expect((await callback(url, page.forms.get('paid') as PaymentForm)).status).toBe(303);
      const after = await orderOf(placed.uid);
      expect(after).toMatchObject({ isPaid: true, isConfirmed: true });
      // Acknowledged with the confirmation: the board rings once on it and does not repeat.
      expect(after.acknowledgedAt?.getTime()).toBe(openMonday.getTime());
      expect(after.dueAt.getTime()).toBe(openMonday.getTime() + 25 * 60_000);
      expect(await eventsOf(after.id)).toEqual(['order.created', 'order.paid', 'order.changed']);
      const audit = await app.db
        .selectFrom('logs')
        .selectAll()
        .where('resource', '=', 'orders')
        .where('resourceId', '=', after.id)
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'status', data: { action: 'confirm', via: 'auto-accept' } });
      await expect.poll(() => noticesOf(after.id), { timeout: 5000 }).toContainEqual(['status:confirmed', 'logged']);

      // A failed payment confirms nothing.
      const other = await place(takeawayBody({ paymentMethod: 'online' }));
      const otherUrl = other.paymentRedirectUrl ?? '';
      const otherPage = await openPaymentPage(otherUrl);
      await callback(otherUrl, otherPage.forms.get('failed') as PaymentForm);
      expect(await orderOf(other.uid)).toMatchObject({ isFailed: true, isConfirmed: false, acknowledgedAt: null });
    } finally {
      await setBranchSettings(app, admin, 1, { isAutoAcceptEnabled: false });
    }
  });

  it('a replayed callback is refused (409) and changes nothing; the other button is spent as well', async () => {
    const placed = await place(takeawayBody({ paymentMethod: 'online-alternative' }));
    const url = placed.paymentRedirectUrl ?? '';
    const { forms } = await openPaymentPage(url);
    expect((await callback(url, forms.get('paid') as PaymentForm)).status).toBe(303);
    const order = await orderOf(placed.uid);

    expect(await errorOf(await callback(url, forms.get('paid') as PaymentForm))).toEqual({
      status: 409,
      message: 'Diese Zahlungsbestätigung wurde bereits verwendet.',
    });
    expect(await errorOf(await callback(url, forms.get('failed') as PaymentForm))).toEqual({
      status: 409,
      message: 'Diese Zahlungsbestätigung wurde bereits verwendet.',
    });
    expect(await orderOf(placed.uid)).toMatchObject({ isPaid: true, isFailed: false, updatedAt: order.updatedAt });
    expect(await eventsOf(order.id)).toEqual(['order.created', 'order.paid']);
  });

  it('fail: the order is marked failed and the browser goes to the branch checkout error page', async () => {
    const placed = await place(takeawayBody({ paymentMethod: 'online' }));
    const url = placed.paymentRedirectUrl ?? '';
    const { forms } = await openPaymentPage(url);
    const failed = await callback(url, forms.get('failed') as PaymentForm);
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe('/store/wien-mariahilf/checkout/error');
    const order = await orderOf(placed.uid);
    expect(order).toMatchObject({ isPaid: false, isFailed: true });
    expect(await eventsOf(order.id)).toEqual(['order.created', 'order.changed']);
  });

  it('forged callbacks are refused and change nothing: wrong signature, swapped outcome, wrong nonce (403), malformed (400), unknown payment (404)', async () => {
    const placed = await place(takeawayBody({ paymentMethod: 'online' }));
    const url = placed.paymentRedirectUrl ?? '';
    const { forms } = await openPaymentPage(url);
    const paid = forms.get('paid') as PaymentForm;
    const failed = forms.get('failed') as PaymentForm;
    const invalid = { status: 403, message: 'Die Zahlungsbestätigung ist ungültig.' };
    const flipped = `${paid.signature.slice(0, -1)}${paid.signature.endsWith('A') ? 'B' : 'A'}`;
    expect(await errorOf(await callback(url, { ...paid, signature: flipped }))).toEqual(invalid);
    expect(await errorOf(await callback(url, { ...paid, signature: failed.signature }))).toEqual(invalid);
    expect(await errorOf(await callback(url, { ...paid, nonce: 'AAAAAAAAAAAAAAAAAAAAAA' }))).toEqual(invalid);
    expect(await errorOf(await callback(url, { ...paid, signature: 'kurz' }))).toEqual(invalid);
    expect(await errorOf(await callback(url, { ...paid, outcome: 'refunded' }))).toEqual({
      status: 400,
      message: 'Die Zahlungsbestätigung ist ungültig.',
    });
    const json = await fetch(`${app.url}${url}/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(paid),
    });
    expect(json.status).toBe(400);
    expect(await errorOf(await callback('/api/payments/test/unbekannt', paid))).toEqual({
      status: 404,
      message: 'Diese Zahlung gibt es nicht.',
    });
    expect((await app.request('/api/payments/test/unbekannt')).status).toBe(404);
    const order = await orderOf(placed.uid);
    expect(order).toMatchObject({ isPaid: false, isFailed: false });
    expect(await eventsOf(order.id)).toEqual(['order.created']);
    // The genuine callback still works afterwards.
    expect((await callback(url, paid)).status).toBe(303);
  });

  it('a browser that also holds a staff session can pay (the signed callback needs no CSRF token)', async () => {
    const placed = await place(takeawayBody({ paymentMethod: 'online' }));
    const url = placed.paymentRedirectUrl ?? '';
    const { forms } = await openPaymentPage(url);
    const res = await callback(url, forms.get('paid') as PaymentForm, { Cookie: admin.cookie });
    expect(res.status).toBe(303);
  });

  it('an idempotent retry of the placement returns the same payment page; one payment exists', async () => {
    const headers = { 'Idempotency-Key': 'pay-retry-0001-abcdef' };
    const first = await place(takeawayBody({ paymentMethod: 'online' }), headers);
    const second = await place(takeawayBody({ paymentMethod: 'online' }), headers);
    expect(second).toEqual(first);
    const order = await orderOf(first.uid);
    const payments = await app.db.selectFrom('payments').select('id').where('orderId', '=', order.id).execute();
    expect(payments.map((payment) => `/api/payments/test/${payment.id}`)).toEqual([first.paymentRedirectUrl]);
  });

  it('cash, EC card and voucher need no provider: no redirect, no payment record', async () => {
    for (const paymentMethod of ['cash', 'atm-card', 'voucher']) {
      const placed = await place(takeawayBody({ paymentMethod }));
      expect(placed.paymentRedirectUrl).toBeUndefined();
      const order = await orderOf(placed.uid);
      const payments = await app.db.selectFrom('payments').select('id').where('orderId', '=', order.id).execute();
      expect(payments).toEqual([]);
    }
  });

  it('the callback secret is created once per data dir (0600) and reused', async () => {
    const file = path.join(dataDir, secretFileName);
    const stat = await fs.stat(file);
    expect(stat.mode & 0o777).toBe(0o600);
    const again = await loadPaymentSecret({ dataDir, payments: { provider: 'test', secret: null } });
    expect(again.toString()).toBe((await fs.readFile(file, 'utf8')).trim());
    const fromEnv = await loadPaymentSecret({ dataDir, payments: { provider: 'test', secret: 'aus-der-umgebung' } });
    expect(fromEnv.toString()).toBe('aus-der-umgebung');
  });
});

describe('PAYMENT_PROVIDER=none', () => {
  it('no provider: an online order gets no redirect and the test payment pages do not exist', async () => {
    const plain = await createTestApp({
      now: () => openMonday,
      config: { payments: { provider: 'none', secret: null } },
    });
    try {
      await plain.db.updateTable('branches').set({ isOnlinePaymentEnabled: true }).where('id', '=', 1).execute();
      const res = await plain.request<Envelope<Placed>>('/api/orders', post(takeawayBody({ paymentMethod: 'online' })));
      expect(res.status).toBe(201);
      expect(res.body.data.paymentRedirectUrl).toBeUndefined();
      expect((await plain.request('/api/payments/test/irgendwas')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
