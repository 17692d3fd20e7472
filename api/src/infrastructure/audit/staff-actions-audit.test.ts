import { maskedChangedSecret, maskedSecret } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { placeOrder } from '../../resources/orders/staff-test-kit.js';
import { customer, type Envelope, openMonday, post } from '../../resources/orders/test-fixtures.js';
import { signInAs, type TestSession, withSession } from '../auth/test-session.js';
import { dataUrl } from '../media/test-fixtures.js';
import { type SmtpCapture, startSmtpCapture } from '../notifications/smtp-capture.js';

vi.setConfig({ testTimeout: 60_000 });

/**
 * Issue 24: staff changes outside the CRUD toolkit are in the audit log too — branch keys, login links, devices
 * (pairing, revoke, commands), the desk's order actions (a device actor), order acknowledge / print / payment re-check
 * / resend, the product import (before → after) and a new password (masked) — never a key, token, code, hash or the
 * customer's data.
 */

interface LogRow {
  id: number;
  userId: number | null;
  username: string | null;
  action: string;
  resource: string;
  resourceId: number | null;
  label: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  data: Record<string, unknown>;
}

let app: TestApp;
let smtp: SmtpCapture;
let admin: TestSession;
let clock = openMonday.getTime();
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({
    now: () => new Date(clock),
    config: { mail: { smtp: { url: smtp.url }, from: 'bestellung@baeckerei-morgenrot.at' } },
  });
  admin = await signInAs(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

async function entries(resource: string, resourceId: number, action?: string): Promise<LogRow[]> {
  let query = app.db
    .selectFrom('logs')
    .select(['id', 'userId', 'username', 'action', 'resource', 'resourceId', 'label', 'before', 'after', 'data'])
    .where('resource', '=', resource)
    .where('resourceId', '=', resourceId)
    .orderBy('id');
  if (action) query = query.where('action', '=', action);
  return (await query.execute()) as LogRow[];
}

async function only(resource: string, resourceId: number, action: string): Promise<LogRow> {
  const found = await entries(resource, resourceId, action);
  expect(found, `${resource} #${resourceId} ${action}`).toHaveLength(1);
  return found[0] as LogRow;
}

function asDevice(key: string, method = 'GET', body?: unknown): RequestInit {
  const init: RequestInit = { method, headers: { 'X-Device-Key': key, 'Content-Type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return init;
}

async function makeDevice(type = 'desk') {
  counter += 1;
  const res = await app.request<Envelope<{ id: number }>>(
    '/api/devices',
    withSession(admin, 'POST', { branchId: 1, identifier: `audit-${counter}`, name: `Kasse ${counter}`, type }),
  );
  expect(res.status).toBe(201);
  return { id: res.body.data.id, name: `Kasse ${counter}` };
}

async function pairedDesk() {
  const device = await makeDevice();
  const code = await app.request<Envelope<{ code: string }>>(
    `/api/devices/${device.id}/pair`,
    withSession(admin, 'POST'),
  );
  expect(code.status).toBe(201);
  const redeemed = await app.request<Envelope<{ credential: string }>>(
    '/api/devices/pairings',
    post({ code: code.body.data.code }),
  );
  expect(redeemed.status).toBe(201);
  return { ...device, code: code.body.data.code, key: redeemed.body.data.credential };
}

/** The customer's personal data must never be in an order's audit entry. */
function expectNoCustomerData(rows: LogRow[]) {
  const text = JSON.stringify(rows);
  for (const value of [customer.firstName, customer.lastName, customer.email, customer.phone]) {
    // As a whole JSON string (the branch 'Wien Mariahilf' contains the first name 'Maria').
    expect(text).not.toContain(JSON.stringify(value));
    if (value.length > 5) expect(text).not.toContain(value);
  }
}

describe('audit log of staff changes outside the CRUD toolkit (issue 24)', () => {
  it('branch keys: create, rotate and revoke with before → after, never the key nor its hash', async () => {
    const created = await app.request<Envelope<{ id: number; key: string }>>(
      '/api/branch-keys',
      withSession(admin, 'POST', { branchId: 1, name: 'Kassa Eingang' }),
    );
    expect(created.status).toBe(201);
    const { id, key } = created.body.data;
    const rotated = await app.request<Envelope<{ key: string }>>(
      `/api/branch-keys/${id}/rotate`,
      withSession(admin, 'POST'),
    );
    expect(rotated.status).toBe(200);
    clock += 1000;
    expect((await app.request(`/api/branch-keys/${id}`, withSession(admin, 'DELETE'))).status).toBe(204);

    const create = await only('branch-keys', id, 'create');
    expect(create).toMatchObject({ username: 'admin', label: 'Kassa Eingang', before: null });
    expect(create.after).toMatchObject({ id, branchId: 1, name: 'Kassa Eingang', revokedAt: null });
    const rotate = await only('branch-keys', id, 'rotate');
    expect(rotate.before).toMatchObject({ rotatedAt: null });
    expect(rotate.after).toMatchObject({ rotatedAt: new Date(clock - 1000).toISOString() });
    const revoke = await only('branch-keys', id, 'revoke');
    expect(revoke.before).toMatchObject({ revokedAt: null });
    expect(revoke.after).toMatchObject({ revokedAt: new Date(clock).toISOString() });

    const stored = await app.db
      .selectFrom('branchApiKeys')
      .select('secretHash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const logged = JSON.stringify(await entries('branch-keys', id));
    for (const secret of [key, rotated.body.data.key, stored.secretHash, key.split('_').at(-1) ?? key]) {
      expect(logged).not.toContain(secret);
    }
    // A refused rotation (revoked key) logs nothing.
    expect((await app.request(`/api/branch-keys/${id}/rotate`, withSession(admin, 'POST'))).status).toBe(404);
    expect(await entries('branch-keys', id)).toHaveLength(3);
  });

  it('a login link issued for a user is recorded with user and expiry, never the token', async () => {
    const res = await app.request<Envelope<{ id: number; token: string; userId: number }>>(
      '/api/login-links',
      withSession(admin, 'POST', { userId: 2, minutes: 30, send: false }),
    );
    expect(res.status).toBe(201);
    const entry = await only('login-links', res.body.data.id, 'create');
    expect(entry).toMatchObject({ username: 'admin', label: 'filiale', before: null });
    expect(entry.after).toMatchObject({ id: res.body.data.id, userId: 2 });
    expect(entry.data).toMatchObject({ send: false, minutes: 30 });
    expect(JSON.stringify(entry)).not.toContain(res.body.data.token);
  });

  it('device pairing code, pairing (by the desk itself), commands and revoke; never the code or credential', async () => {
    const desk = await pairedDesk();
    const code = await only('devices', desk.id, 'pairing-code');
    expect(code).toMatchObject({ username: 'admin', label: desk.name });
    const pair = await only('devices', desk.id, 'pair');
    expect(pair).toMatchObject({ userId: null, username: `device:${desk.id}:${desk.name}`, label: desk.name });
    expect(pair.before).toMatchObject({ paired: false });
    expect(pair.after).toMatchObject({ paired: true });
    expect(pair.data).toMatchObject({ device: { id: desk.id, name: desk.name, branchId: 1 } });
    expect(typeof (pair.data.device as { branch: unknown }).branch).toBe('string');

    // A staff command (ring once): recorded when it is sent, whatever the desk answers.
    const ring = app.request(`/api/devices/${desk.id}/test/notification`, withSession(admin, 'POST'));
    let commandId = 0;
    for (let i = 0; i < 100 && commandId === 0; i += 1) {
      const pending = await app.request<Envelope<{ id: number }[]>>('/api/devices/self/commands', asDevice(desk.key));
      commandId = pending.body.data[0]?.id ?? 0;
      if (commandId === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await app.request(`/api/devices/self/commands/${commandId}/result`, asDevice(desk.key, 'POST', { ok: true }));
    expect((await ring).status).toBe(200);
    const command = await only('devices', desk.id, 'command');
    expect(command.data).toMatchObject({ command: 'notification', commandId });

    expect((await app.request(`/api/devices/${desk.id}/credential`, withSession(admin, 'DELETE'))).status).toBe(204);
    const revoke = await only('devices', desk.id, 'revoke');
    expect(revoke.before).toMatchObject({ paired: true });
    expect(revoke.after).toMatchObject({ paired: false });
    // Revoking again (no credential) is 404 and logs nothing more.
    expect((await app.request(`/api/devices/${desk.id}/credential`, withSession(admin, 'DELETE'))).status).toBe(404);
    expect(await entries('devices', desk.id, 'revoke')).toHaveLength(1);

    const logged = JSON.stringify(await entries('devices', desk.id));
    expect(logged).not.toContain(desk.code);
    expect(logged).not.toContain(desk.key.split('_').slice(2).join('_'));
  });

  it('order actions from a desk name the desk (device actor with name and branch)', async () => {
    const desk = await pairedDesk();
    const order = await placeOrder(app);
    const acknowledged = await app.request(
      `/api/devices/self/orders/${order.id}/acknowledge`,
      asDevice(desk.key, 'POST'),
    );
    expect(acknowledged.status).toBe(200);
    const ack = await only('orders', order.id, 'acknowledge');
    expect(ack).toMatchObject({
      userId: null,
      username: `device:${desk.id}:${desk.name}`,
      label: `#${order.ticketNumber}`,
    });
    expect(ack.before).toMatchObject({ acknowledgedAt: null });
    expect(ack.after).toMatchObject({ acknowledgedAt: new Date(clock).toISOString() });
    expect(ack.data).toMatchObject({ device: { id: desk.id, name: desk.name, branchId: 1 } });

    const confirmed = await app.request(
      `/api/devices/self/orders/${order.id}/status/confirm`,
      asDevice(desk.key, 'POST'),
    );
    expect(confirmed.status).toBe(200);
    const status = await only('orders', order.id, 'status');
    expect(status).toMatchObject({ username: `device:${desk.id}:${desk.name}`, data: { action: 'confirm' } });
    expect(status.before).toMatchObject({ state: 'waiting' });
    expect(status.after).toMatchObject({ state: 'confirmed' });

    const reprint = await app.request('/api/devices/self/jobs', asDevice(desk.key, 'POST', { orderId: order.id }));
    expect(reprint.status).toBe(201);
    const print = await only('orders', order.id, 'print');
    expect(print).toMatchObject({ username: `device:${desk.id}:${desk.name}` });
    expectNoCustomerData(await entries('orders', order.id));
  });

  it('staff order actions: acknowledge, print request, payment re-check and resend e-mail are recorded', async () => {
    await makeDevice('printer');
    const order = await placeOrder(app);
    const acknowledged = await app.request(`/api/orders/${order.id}/acknowledge`, withSession(admin, 'POST'));
    expect(acknowledged.status).toBe(200);
    const ack = await only('orders', order.id, 'acknowledge');
    expect(ack).toMatchObject({ username: 'admin' });
    expect(ack.before).toMatchObject({ acknowledgedAt: null });
    // Acknowledging again changes nothing and logs nothing.
    expect((await app.request(`/api/orders/${order.id}/acknowledge`, withSession(admin, 'POST'))).status).toBe(200);
    expect(await entries('orders', order.id, 'acknowledge')).toHaveLength(1);

    const printed = await app.request<Envelope<{ id: number; deviceId: number }[]>>(
      `/api/orders/${order.id}/print`,
      withSession(admin, 'POST'),
    );
    expect(printed.status).toBe(201);
    const print = await only('orders', order.id, 'print');
    expect(print).toMatchObject({ username: 'admin', before: null });
    expect(print.after).toEqual({ jobs: printed.body.data.map((job) => ({ id: job.id, deviceId: job.deviceId })) });

    const checked = await app.request(`/api/orders/${order.id}/update-payment-status`, withSession(admin, 'POST'));
    expect(checked.status).toBe(200);
    const check = await only('orders', order.id, 'payment-check');
    expect(check.before).toMatchObject({ isPaid: false });
    expect(check.after).toMatchObject({ isPaid: false });

    const resent = await app.request(`/api/orders/${order.id}/resend-new-order-email`, withSession(admin, 'POST'));
    expect(resent.status).toBe(200);
    const resend = await only('orders', order.id, 'resend');
    expect(resend).toMatchObject({ username: 'admin', data: { channel: 'email' } });
    expectNoCustomerData(await entries('orders', order.id));
  });

  it('the product import writes one entry per product with before → after', async () => {
    const upload = (csv: string) => {
      const form = new FormData();
      form.append('file', new Blob([new TextEncoder().encode(csv)], { type: 'text/csv' }), 'artikel.csv');
      return app.request('/api/products/import', { method: 'POST', headers: admin.headers, body: form });
    };
    const head = 'Artikelnummer;Name;Beschreibung;Kategorie;Preis;Einheit;MwSt;Allergene;Aktiv\r\n';
    expect((await upload(`${head}AUD-1;Topfenstrudel;;;3,20;Stk.;10;;ja\r\n`)).status).toBe(200);
    const product = await app.db
      .selectFrom('products')
      .select('id')
      .where('uid', '=', 'AUD-1')
      .executeTakeFirstOrThrow();
    const create = await only('products', product.id, 'create');
    expect(create).toMatchObject({ username: 'admin', label: 'Topfenstrudel', before: null, data: { via: 'import' } });
    expect(create.after).toMatchObject({ id: product.id, uid: 'AUD-1', name: 'Topfenstrudel', price: '3.20' });

    expect((await upload(`${head}AUD-1;Topfenstrudel;;;3,50;Stk.;10;;ja\r\n`)).status).toBe(200);
    const update = await only('products', product.id, 'update');
    expect(update.before).toMatchObject({ uid: 'AUD-1', price: '3.2000' });
    expect(update.after).toMatchObject({ uid: 'AUD-1', price: '3.50' });
  });

  it('a new password shows as changed, never its value nor its hash', async () => {
    const loaded = await app.request<Envelope<Record<string, unknown>>>('/api/users/2', { headers: admin.headers });
    const keep = ['username', 'firstName', 'lastName', 'email', 'roles', 'branches', 'isEnabled', 'expiresAt'];
    const body = Object.fromEntries(Object.entries(loaded.body.data).filter(([key]) => keep.includes(key)));
    const saved = await app.request(
      '/api/users/2',
      withSession(admin, 'PUT', { ...body, password: 'ganz-neues-passwort-7' }),
    );
    expect(saved.status).toBe(200);
    const [entry] = (await entries('users', 2, 'update')).slice(-1);
    expect(entry?.before).toMatchObject({ password: maskedSecret });
    expect(entry?.after).toMatchObject({ password: maskedChangedSecret });
    const hash = await app.db.selectFrom('users').select('passwordHash').where('id', '=', 2).executeTakeFirstOrThrow();
    const logged = JSON.stringify(await entries('users', 2));
    expect(logged).not.toContain('ganz-neues-passwort-7');
    expect(logged).not.toContain(hash.passwordHash);
  });

  it('uploads: a staff upload and a delete are recorded (never the file name); a visitor upload is not', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const body = { data: dataUrl('application/pdf', pdf), name: 'Lebenslauf Huber.pdf' };
    const staff = await app.request<Envelope<{ id: number; publicHash: string }>>(
      '/api/uploads',
      withSession(admin, 'POST', body),
    );
    expect(staff.status).toBe(201);
    const create = await only('uploads', staff.body.data.id, 'create');
    expect(create).toMatchObject({ username: 'admin', before: null });
    expect(create.after).toMatchObject({ id: staff.body.data.id, extension: 'pdf', mimeType: 'application/pdf' });

    const visitor = await app.request<Envelope<{ id: number }>>('/api/uploads', post(body));
    expect(visitor.status).toBe(201);
    expect(await entries('uploads', visitor.body.data.id)).toHaveLength(0);

    const removed = await app.request(`/api/uploads/${visitor.body.data.id}`, withSession(admin, 'DELETE'));
    expect(removed.status).toBe(204);
    const remove = await only('uploads', visitor.body.data.id, 'delete');
    expect(remove).toMatchObject({ username: 'admin', after: null });
    expect(remove.before).toMatchObject({ id: visitor.body.data.id, size: pdf.length });
    const logged = JSON.stringify(
      await app.db.selectFrom('logs').selectAll().where('resource', '=', 'uploads').execute(),
    );
    expect(logged).not.toContain('Huber');
    expect(logged).not.toContain(staff.body.data.publicHash);
  });
});
