import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, silentLogger, type TestApp } from '../../../test/helpers.js';
import { insertOrder } from '../../../test/permissions/order-fixture.js';
import { runRetention } from '../../app/retention-jobs.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import { purgeOldAuditEntries } from '../../infrastructure/audit/retention.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { mediaFor } from '../../infrastructure/media/media.js';

vi.setConfig({ testTimeout: 60_000 });

interface ListEntry {
  id: number;
  action: string;
  resource: string;
  resourceId: number | null;
  username: string | null;
  label: string | null;
  changedFields: string[];
  createdAt: string;
}
interface Entry extends ListEntry {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  data: Record<string, unknown>;
}

describe('audit log (issue 24): before → after, search, secrets, retention, admins only', () => {
  let app: TestApp;
  let admin: TestSession;
  let employee: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app);
    employee = await signInAs(app, demoEmployee);
  });
  afterAll(() => app.close());

  const list = (query: string, session = admin) =>
    app.request<{ data: ListEntry[] }>(`/api/logs${query}`, { headers: session.headers });
  const entry = async (id: number) =>
    (await app.request<{ data: Entry }>(`/api/logs/${id}`, { headers: admin.headers })).body.data;

  it('a product update is recorded with who, when, what and the product before → after', async () => {
    const loaded = await app.request<{ data: Record<string, unknown> & { name: string; price: string } }>(
      '/api/products/1',
      { headers: admin.headers },
    );
    const { name, price } = loaded.body.data;
    const saved = await app.request(
      '/api/products/1',
      withSession(admin, 'PUT', { ...loaded.body.data, price: '9.99' }),
    );
    expect(saved.status).toBe(200);

    const found = await list('?resource=products&resourceId=1&action=update');
    expect(found.status).toBe(200);
    const [newest] = found.body.data;
    expect(newest).toMatchObject({
      action: 'update',
      resource: 'products',
      resourceId: 1,
      username: 'admin',
      label: name,
    });
    expect(newest?.changedFields).toEqual(['price']);
    expect(Date.now() - Date.parse(newest?.createdAt ?? '')).toBeLessThan(60_000);
    const detail = await entry(newest?.id ?? 0);
    expect(detail.before).toMatchObject({ id: 1, name, price });
    expect(detail.after).toMatchObject({ id: 1, name, price: '9.99' });
  });

  it('a change outside the CRUD toolkit (recordAudit) keeps before → after; secrets are masked at any depth', async () => {
    await app.db.transaction().execute((trx) =>
      recordAudit(trx, {
        actor: { kind: 'staff', userId: 1, username: 'admin', roles: ['ROLE_ADMIN'], branchIds: [], sessionId: '' },
        action: 'status',
        resource: 'orders',
        resourceId: 4711,
        before: { state: 'waiting', smtpPassword: 'alt-geheim', keys: { apiKey: 'sk_live_1' } },
        after: { state: 'confirmed', smtpPassword: 'neu-geheim', keys: { apiKey: 'sk_live_1' } },
        data: { accessToken: 'tok-123', note: 'Telefonisch bestätigt' },
      }),
    );
    const [logged] = (await list('?resource=orders&resourceId=4711')).body.data;
    expect(logged).toMatchObject({ action: 'status', changedFields: ['state', 'smtpPassword'] });
    const detail = await entry(logged?.id ?? 0);
    expect(detail.before).toEqual({ state: 'waiting', smtpPassword: '[masked]', keys: { apiKey: '[masked]' } });
    expect(detail.after).toEqual({
      state: 'confirmed',
      smtpPassword: '[masked:changed]',
      keys: { apiKey: '[masked]' },
    });
    expect(detail.data).toEqual({ accessToken: '[masked]', note: 'Telefonisch bestätigt' });
    const stored = await app.db.selectFrom('logs').selectAll().where('resourceId', '=', 4711).execute();
    for (const secret of ['alt-geheim', 'neu-geheim', 'sk_live_1', 'tok-123']) {
      expect(JSON.stringify(stored)).not.toContain(secret);
    }
  });

  it('an order confirmed by staff (outside the CRUD toolkit) is logged with its state before → after', async () => {
    const orderId = await insertOrder(app.db, 1);
    const confirmed = await app.request(`/api/orders/${orderId}/status/confirm`, withSession(employee, 'POST'));
    expect(confirmed.status).toBe(200);
    const [logged] = (await list(`?resource=orders&resourceId=${orderId}`)).body.data;
    expect(logged).toMatchObject({ action: 'status', username: 'filiale' });
    const detail = await entry(logged?.id ?? 0);
    expect(detail.before).toMatchObject({ state: 'waiting', isConfirmed: false });
    expect(detail.after).toMatchObject({ state: 'confirmed', isConfirmed: true });
    expect(detail.data).toEqual({ action: 'confirm' });
    // A refused transition changes nothing and logs nothing.
    expect((await app.request(`/api/orders/${orderId}/status/confirm`, withSession(employee, 'POST'))).status).toBe(
      409,
    );
    expect((await list(`?resource=orders&resourceId=${orderId}`)).body.data).toHaveLength(1);
  });

  it('a config change is logged with the changed fields before → after', async () => {
    const saved = await app.request('/api/config', withSession(admin, 'POST', { title: 'Protokollierter Titel' }));
    expect(saved.status).toBe(200);
    const [logged] = (await list('?resource=config&q=protokollierter')).body.data;
    expect(logged).toMatchObject({ action: 'update', resourceId: 1, changedFields: ['title'] });
    const detail = await entry(logged?.id ?? 0);
    expect(detail.after).toEqual({ title: 'Protokollierter Titel' });
    expect(detail.before).toEqual({ title: expect.not.stringMatching('Protokollierter Titel') });
  });

  it('a user created with a password: the password is in no log entry', async () => {
    const created = await app.request<{ data: { id: number } }>(
      '/api/users',
      withSession(admin, 'POST', {
        username: 'protokoll-test',
        password: 'streng-geheim-42',
        firstName: 'Paula',
        lastName: 'Prüfer',
        email: 'paula@example.at',
        roles: ['ROLE_EMPLOYEE'],
        branches: [{ id: 1 }],
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const rows = await app.db.selectFrom('logs').selectAll().where('resource', '=', 'users').execute();
    expect(rows.some((row) => row.resourceId === created.body.data.id)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('streng-geheim-42');
  });

  it('searches by user, action, free text and days; pages with X-Total-Count', async () => {
    const tag = await app.request<{ data: { id: number } }>(
      '/api/tags',
      withSession(admin, 'POST', { name: 'Suchbegriff Kürbis' }),
    );
    expect(tag.status).toBe(201);
    const byText = await list('?q=kürbis');
    expect(byText.body.data.map((e) => [e.resource, e.resourceId, e.action])).toEqual([
      ['tags', tag.body.data.id, 'create'],
    ]);
    expect((await list('?q=kürbis&action=delete')).body.data).toEqual([]);
    expect((await list('?q=kürbis&userId=1')).body.data).toHaveLength(1);
    expect((await list('?q=kürbis&userId=2')).body.data).toHaveLength(0);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Vienna' }).format(new Date());
    expect((await list(`?q=kürbis&from=${today}&to=${today}`)).body.data).toHaveLength(1);
    expect((await list('?q=kürbis&to=2020-01-01')).body.data).toHaveLength(0);

    const first = await list('?limit=2&page=1');
    const second = await list('?limit=2&page=2');
    expect(first.body.data).toHaveLength(2);
    expect(Number(first.headers.get('x-total-count'))).toBeGreaterThanOrEqual(4);
    const ids = [...first.body.data, ...second.body.data].map((e) => e.id);
    expect(new Set(ids).size).toBe(4);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses bad filters with German field errors', async () => {
    const badDate = await app.request<{ errors: { field: string; message: string }[] }>('/api/logs?from=27.11.2026', {
      headers: admin.headers,
    });
    expect(badDate.status).toBe(422);
    expect(badDate.body.errors[0]).toMatchObject({ field: 'from', message: messages.validation.invalidDate });
    const badLimit = await app.request<{ errors: { field: string; message: string }[] }>('/api/logs?limit=500', {
      headers: admin.headers,
    });
    // paging out of range is a 400, like every list (test/security-headers.test.ts)
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors[0]).toMatchObject({
      field: 'limit',
      message: messages.validation.notInRange({ min: 1, max: 100 }),
    });
  });

  it('an employee gets 403 and a visitor 401', async () => {
    expect((await list('', employee)).status).toBe(403);
    expect((await app.request('/api/logs')).status).toBe(401);
    const any = (await list('?limit=1')).body.data[0];
    expect((await app.request(`/api/logs/${any?.id}`, { headers: employee.headers })).status).toBe(403);
  });

  it('retention removes entries older than two years and keeps younger ones', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const insert = (createdAt: string, label: string) =>
      app.db
        .insertInto('logs')
        .values({ action: 'update', resource: 'tags', resourceId: 1, label, createdAt: new Date(createdAt) })
        .execute();
    await insert('2024-11-27T09:59:00Z', 'uralt');
    await insert('2023-01-01T00:00:00Z', 'noch älter');
    await insert('2024-11-27T10:01:00Z', 'gerade noch');
    const labels = async () =>
      (
        await app.db
          .selectFrom('logs')
          .select('label')
          .where('label', 'in', ['uralt', 'noch älter', 'gerade noch'])
          .execute()
      )
        .map((r) => r.label)
        .sort();
    // Two processes at once: every old entry is removed exactly once.
    const counts = await Promise.all([purgeOldAuditEntries(app.db, now, 1), purgeOldAuditEntries(app.db, now, 1)]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await labels()).toEqual(['gerade noch']);
    const again = await runRetention({
      db: app.db,
      formFiles: mediaFor(app.config).stores.originals,
      now: () => now,
      logger: silentLogger,
    });
    expect(again.auditEntries).toBe(0);
    expect(await labels()).toEqual(['gerade noch']);
  });
});
