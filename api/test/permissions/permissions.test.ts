import fs from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoEmployee, signInAs, type TestSession } from '../../src/infrastructure/auth/test-session.js';
import { apiRoot } from '../../src/kernel/config.js';
import { createTestApp, type TestApp, type TestResponse } from '../helpers.js';
import {
  type CrudRow,
  crudMatrix,
  type Outcome,
  type ReadAccess,
  type Role,
  roles,
  roleTitles,
  routeMatrix,
  type WriteAccess,
} from './matrix.js';
import { insertOrder } from './order-fixture.js';
import { renderPermissionsDocument } from './render.js';
import { nextNumber, type ResourceFixture, type RowOptions, resourceFixtures } from './resource-fixtures.js';

const documentPath = path.join(apiRoot, '..', 'docs', 'permissions.md');

interface ReadRow {
  label: string;
  id: number;
  /** For look-ups; null for a seeded row. */
  n: number | null;
  visible: boolean;
  own: boolean;
}

const refusal = (role: Role): Outcome => (role === 'anonymous' ? 401 : 403);

function readOutcome(access: ReadAccess, role: Role, row: ReadRow): Outcome {
  switch (access) {
    case 'all':
      return 200;
    case 'public':
      return row.visible ? 200 : 404;
    case 'public+own':
      return row.visible || row.own ? 200 : 404;
    case 'own':
      return row.own ? 200 : 404;
    case 'none':
      return refusal(role);
  }
}

/**
 * Bodies no route accepts, each still naming the branches of `named` where it has an object: wrong types, an unknown
 * field, unstorable characters, a missing required field, and JSON that does not parse at all.
 */
function invalidBodies(named: Record<string, unknown>): string[] {
  const wrongTypes = Object.fromEntries(
    Object.entries(named).map(([key, value]) => [
      key,
      key === 'branchId' || key === 'branches' ? value : typeof value === 'string' ? 12 : 'zwölf',
    ]),
  );
  const withNul = Object.fromEntries(
    Object.entries(named).map(([key, value]) => [key, typeof value === 'string' ? 'a\u0000b' : value]),
  );
  const { branchId, branches } = named;
  return [
    JSON.stringify(wrongTypes),
    JSON.stringify({ ...named, geheim: true }),
    JSON.stringify(withNul),
    JSON.stringify(branches === undefined ? { branchId } : { branches }),
    '{"branchId":',
  ];
}

function fixtureOf(entry: CrudRow): ResourceFixture {
  const fixture = resourceFixtures.find((f) => f.name === entry.resource);
  if (!fixture) throw new Error(`no fixture for ${entry.resource}`);
  return fixture;
}

function isVisible(fixture: ResourceFixture, options: RowOptions): boolean {
  return fixture.visible ? fixture.visible(options) : !(options.hidden && fixture.hides);
}

// Hundreds of requests (and argon2 sign-ins) on a shared, busy machine: generous limits per test and hook.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe('permission matrix (docs/permissions.md), route by route and role by role', () => {
  let app: TestApp;
  const sessions: Partial<Record<Role, TestSession>> = {};

  beforeAll(async () => {
    app = await createTestApp();
    sessions.admin = await signInAs(app);
    sessions.employee = await signInAs(app, demoEmployee);
  });
  afterAll(() => app.close());

  function send<T = unknown>(
    role: Role,
    method: string,
    url: string,
    body?: unknown,
    session = sessions[role],
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...(role === 'anonymous' ? {} : session?.headers) };
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return app.request<T>(url, init);
  }

  /** A request with a body sent as written (malformed JSON too). */
  function sendRaw(role: Role, method: string, url: string, raw: string): Promise<TestResponse<unknown>> {
    const headers: Record<string, string> = { ...(role === 'anonymous' ? {} : sessions[role]?.headers) };
    return app.request(url, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: raw });
  }

  async function create(fixture: ResourceFixture, options: RowOptions): Promise<{ id: number; n: number }> {
    const n = nextNumber();
    const res = await send<{ data: { id: number } }>('admin', 'POST', `/api/${fixture.name}`, fixture.body(n, options));
    if (res.status !== 201) throw new Error(`fixture ${fixture.name}: ${res.status} ${JSON.stringify(res.body)}`);
    return { id: res.body.data.id, n };
  }

  describe.each(crudMatrix)('/api/$resource', (entry) => {
    const fixture = fixtureOf(entry);
    const rows: ReadRow[] = [];

    beforeAll(async () => {
      const variants: { label: string; options: RowOptions; own: boolean }[] = [
        { label: 'a public row of branch 2', options: { branchId: 2, hidden: false }, own: false },
      ];
      if (fixture.hides) {
        variants.push({ label: 'a hidden row of branch 2', options: { branchId: 2, hidden: true }, own: false });
      }
      if (fixture.branchScoped) {
        variants.push({ label: 'a hidden row of branch 1', options: { branchId: 1, hidden: true }, own: true });
      }
      for (const variant of variants) {
        const made = await create(fixture, variant.options);
        rows.push({
          label: fixture.branchScoped ? variant.label : variant.label.replace(/ of branch \d/, ''),
          id: made.id,
          n: made.n,
          visible: isVisible(fixture, variant.options),
          own: variant.own,
        });
      }
      if (fixture.selfScoped)
        rows.push({ label: 'branch 1 (the employee’s)', id: 1, n: null, visible: true, own: true });
    });

    it.each(roles)(`GET list, item and look-up · %s`, async (role) => {
      const access = entry.read[role];
      const list = await send<{ data: { id: number }[] }>(role, 'GET', `/api/${entry.resource}`);
      if (access === 'none') {
        expect(list.status).toBe(refusal(role));
      } else {
        expect(list.status).toBe(200);
        const listed = new Set(list.body.data.map((e) => e.id));
        for (const row of rows) {
          expect(listed.has(row.id), `${row.label} listed`).toBe(readOutcome(access, role, row) === 200);
        }
      }
      for (const row of rows) {
        const item = await send(role, 'GET', `/api/${entry.resource}/${row.id}`);
        expect(item.status, `GET ${row.label}`).toBe(readOutcome(access, role, row));
        if (fixture.lookup && row.n !== null) {
          const found = await send(
            role,
            'GET',
            `/api/${entry.resource}/by-${fixture.lookup.param}/${fixture.lookup.value(row.n)}`,
          );
          expect(found.status, `look-up of ${row.label}`).toBe(readOutcome(access, role, row));
        }
      }
    });

    /** The row a write goes to: the employee's own branch (1) or another (2). */
    async function target(own: boolean): Promise<number> {
      if (fixture.selfScoped) return own ? 1 : 2;
      return (await create(fixture, { branchId: own ? 1 : 2, hidden: false })).id;
    }

    function writeCases(access: WriteAccess, role: Role, success: Outcome): { own: boolean; status: Outcome }[] {
      if (access === 'none') return [{ own: true, status: refusal(role) }];
      if (access === 'all') return [{ own: false, status: success }];
      return [
        { own: true, status: success },
        { own: false, status: 403 },
      ];
    }

    it.each(roles)('POST · %s', async (role) => {
      for (const c of writeCases(entry.create[role], role, 201)) {
        const body = fixture.body(nextNumber(), { branchId: c.own ? 1 : 2, hidden: false });
        const res = await send(role, 'POST', `/api/${entry.resource}`, body);
        expect(res.status, `POST for branch ${c.own ? 1 : 2}: ${JSON.stringify(res.body)}`).toBe(c.status);
      }
    });

    it.each(roles)('PUT · %s', async (role) => {
      for (const c of writeCases(entry.update[role], role, 200)) {
        const id = await target(c.own);
        const body = {
          ...fixture.body(nextNumber(), { branchId: c.own ? 1 : 2, hidden: false }),
          [fixture.change.field]: fixture.change.value,
        };
        const res = await send(role, 'PUT', `/api/${entry.resource}/${id}`, body);
        expect(res.status, `PUT of a row of branch ${c.own ? 1 : 2}: ${JSON.stringify(res.body)}`).toBe(c.status);
      }
    });

    const ownWrites = [entry.create, entry.update, entry.delete].some((access) => access.employee === 'own');
    it.runIf(ownWrites)(
      'an employee’s write to another branch is a 403 whatever the body (scope before body)',
      async () => {
        const foreign = await target(false);
        const before = await send('admin', 'GET', `/api/${entry.resource}/${foreign}`);
        const named = fixture.body(nextNumber(), { branchId: 2, hidden: false });
        for (const raw of invalidBodies(named)) {
          if (entry.update.employee === 'own') {
            const res = await sendRaw('employee', 'PUT', `/api/${entry.resource}/${foreign}`, raw);
            expect(res.status, `PUT of a row of branch 2 with ${raw.slice(0, 80)}: ${JSON.stringify(res.body)}`).toBe(
              403,
            );
          }
          if (entry.create.employee === 'own') {
            const res = await sendRaw('employee', 'POST', `/api/${entry.resource}`, raw);
            const names = raw.startsWith('{"') && !raw.endsWith(':');
            // A body that names branch 2 is refused for the branch; malformed JSON names none and stays a 4xx.
            if (names) expect(res.status, `POST naming branch 2 with ${raw.slice(0, 80)}`).toBe(403);
            else expect(res.status, `POST with ${raw.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
          }
          if (entry.delete.employee === 'own') {
            const res = await sendRaw('employee', 'DELETE', `/api/${entry.resource}/${foreign}`, raw);
            expect(res.status, `DELETE of a row of branch 2 with ${raw.slice(0, 80)}`).toBe(403);
          }
        }
        expect((await send('admin', 'GET', `/api/${entry.resource}/${foreign}`)).body).toEqual(before.body);
      },
    );

    it.runIf(entry.update.admin === 'all')(
      'GET → change → PUT round-trips: the answer of a GET is a valid PUT body',
      async () => {
        const id = fixture.selfScoped
          ? (await create(fixture, { branchId: 2, hidden: false })).id
          : await target(false);
        const got = await send<{ data: Record<string, unknown> }>('admin', 'GET', `/api/${entry.resource}/${id}`);
        // Names are unique in some resources: the PUT test above may have given another row the same one.
        const value =
          fixture.change.field === 'name' ? `${String(fixture.change.value)} ${nextNumber()}` : fixture.change.value;
        const changed = { ...got.body.data, [fixture.change.field]: value };
        const put = await send<{ data: Record<string, unknown> }>(
          'admin',
          'PUT',
          `/api/${entry.resource}/${id}`,
          changed,
        );
        expect(put.status, JSON.stringify(put.body)).toBe(200);
        expect(put.body.data[fixture.change.field]).toEqual(value);
        expect(put.body.data.version).toBe(Number(got.body.data.version) + 1);
      },
    );

    it.each(roles)('DELETE · %s', async (role) => {
      for (const c of writeCases(entry.delete[role], role, 204)) {
        // Deleting a branch itself: always a new one (the matrix never lets employees delete branches).
        const id = fixture.selfScoped
          ? (await create(fixture, { branchId: 2, hidden: false })).id
          : await target(c.own);
        const res = await send(role, 'DELETE', `/api/${entry.resource}/${id}`);
        expect(res.status, `DELETE of a row of branch ${c.own ? 1 : 2}`).toBe(c.status);
        const after = await send('admin', 'GET', `/api/${entry.resource}/${id}`);
        expect(after.status, 'the row after the DELETE').toBe(c.status === 204 ? 404 : 200);
      }
    });
  });

  async function resolve(template: string): Promise<string> {
    let url = template;
    if (url.includes('{template}')) {
      const made = await create(fixtureOf({ resource: 'image-templates' } as CrudRow), { branchId: 1, hidden: false });
      url = url.replace('{template}', String(made.id));
    }
    if (url.includes('{log}')) {
      const logs = await send<{ data: { id: number }[] }>('admin', 'GET', '/api/logs?limit=1');
      url = url.replace('{log}', String(logs.body.data[0]?.id));
    }
    if (url.includes('{branchKey}')) {
      const key = await send<{ data: { id: number } }>('admin', 'POST', '/api/branch-keys', {
        branchId: 1,
        name: `Schlüssel ${nextNumber()}`,
      });
      url = url.replace('{branchKey}', String(key.body.data.id));
    }
    for (const [placeholder, branchId] of [
      ['{order}', 1],
      ['{grazOrder}', 2],
    ] as const) {
      if (url.includes(placeholder)) url = url.replace(placeholder, String(await insertOrder(app.db, branchId)));
    }
    if (url.includes('{linkToken}')) {
      const link = await send<{ data: { token: string } }>('admin', 'POST', '/api/login-links', { userId: 2 });
      url = url.replace('{linkToken}', link.body.data.token);
    }
    return url;
  }

  const routeCases = routeMatrix.flatMap((entry) =>
    entry.cases.flatMap((c) =>
      roles.map((role) => ({ name: `${entry.method} ${c.path} · ${roleTitles[role]}`, entry, c, role })),
    ),
  );

  it.each(routeCases)('$name', async ({ entry, c, role }) => {
    const url = await resolve(c.path);
    let session = sessions[role];
    if (c.freshSession && role !== 'anonymous') {
      session = await signInAs(app, role === 'admin' ? undefined : demoEmployee);
    }
    const body = c.body ?? (entry.method === 'GET' || entry.method === 'DELETE' ? undefined : {});
    const res = await send(role, entry.method, url, body, session);
    expect(res.status, JSON.stringify(res.body)).toBe(c.expect[role]);
  });

  it('hand-written branch writes check the branch before the body: another branch’s order 404, device 403', async () => {
    const grazOrder = await insertOrder(app.db, 2);
    const grazDevice = (await create(fixtureOf({ resource: 'devices' } as CrudRow), { branchId: 2, hidden: false })).id;
    const bodies = ['{"counterAppointment":12}', '{"rejectionMessage":12,"geheim":1}', '{"product":"x"}', 'null', '[]'];
    const writes: [string, string, number][] = [
      ['POST', `/api/orders/${grazOrder}/status/reject`, 404],
      ['POST', `/api/orders/${grazOrder}/status/confirm`, 404],
      ['POST', `/api/orders/${grazOrder}/counter-appointment`, 404],
      ['PUT', `/api/orders/${grazOrder}/items/0`, 404],
      ['POST', `/api/orders/${grazOrder}/acknowledge`, 404],
      ['POST', `/api/orders/${grazOrder}/update-payment-status`, 404],
      ['POST', `/api/orders/${grazOrder}/print`, 404],
      ['POST', `/api/devices/${grazDevice}/pair`, 403],
      ['DELETE', `/api/devices/${grazDevice}/credential`, 403],
      ['POST', `/api/devices/${grazDevice}/test/notification`, 403],
    ];
    const before = await app.db.selectFrom('orders').selectAll().where('id', '=', grazOrder).executeTakeFirst();
    for (const [method, url, status] of writes) {
      for (const raw of [...bodies, '{"counterAppointment":']) {
        const res = await sendRaw('employee', method, url, raw);
        expect(res.status, `${method} ${url} with ${raw}: ${JSON.stringify(res.body)}`).toBe(status);
      }
    }
    expect(await app.db.selectFrom('orders').selectAll().where('id', '=', grazOrder).executeTakeFirst()).toEqual(
      before,
    );
  });

  it('a GET → change → PUT body: id must be the path’s (422), a stale version is a 409, unknown fields stay refused', async () => {
    const made = await create(fixtureOf({ resource: 'tables' } as CrudRow), { branchId: 1, hidden: false });
    type Answer = { data: Record<string, unknown>; errors: { message: string; field?: string; code: string }[] };
    const got = (await send<Answer>('admin', 'GET', `/api/tables/${made.id}`)).body.data;
    const other = await send<Answer>('admin', 'PUT', `/api/tables/${made.id}`, { ...got, id: made.id + 1 });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual([{ message: 'Dieser Wert ist nicht gültig.', field: 'id', code: 'id_mismatch' }]);
    const unknown = await send<Answer>('admin', 'PUT', `/api/tables/${made.id}`, { ...got, geheim: true });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]?.field).toBe('geheim');
    // Someone else saves first: the version the client read is stale now.
    expect((await send('admin', 'PUT', `/api/tables/${made.id}`, { ...got, name: 'Erster' })).status).toBe(200);
    const stale = await send<Answer>('admin', 'PUT', `/api/tables/${made.id}`, { ...got, name: 'Zweiter' });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]?.message).toBe(messages.backoffice.conflict);
    // An If-Match header decides over the body's version.
    const headers = { ...sessions.admin?.headers, 'Content-Type': 'application/json', 'If-Match': '"2"' };
    const matched = await app.request<Answer>(`/api/tables/${made.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...got, name: 'Dritter' }),
    });
    expect(matched.status).toBe(200);
    const after = await send<Answer>('admin', 'GET', `/api/tables/${made.id}`);
    expect(after.body.data).toMatchObject({ name: 'Dritter', version: 3 });
  });

  it('GET → change → POST /api/config round-trips; the version it carries counts as If-Match', async () => {
    type Answer = { data: Record<string, unknown>; errors: { message: string }[] };
    const got = (await send<Answer>('admin', 'GET', '/api/config')).body.data;
    const saved = await send<Answer>('admin', 'POST', '/api/config', { ...got, title: `Bäckerei ${nextNumber()}` });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.version).toBe(Number(got.version) + 1);
    const stale = await send<Answer>('admin', 'POST', '/api/config', { ...got, title: 'Veraltet' });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0]?.message).toBe(messages.backoffice.conflict);
    expect((await send<Answer>('admin', 'GET', '/api/config')).body.data.title).toBe(saved.body.data.title);
  });

  it('a branch API key counts as an anonymous visitor on these routes (public reads only, no writes)', async () => {
    const made = await send<{ data: { key: string } }>('admin', 'POST', '/api/branch-keys', {
      branchId: 1,
      name: 'Kassa',
    });
    const headers = { 'X-Api-Key': made.body.data.key, 'Content-Type': 'application/json' };
    const branches = await app.request<{ data: { id: number }[] }>('/api/branches', { headers });
    expect(branches.status).toBe(200);
    expect(branches.body.data.map((b) => b.id)).not.toContain(4);
    expect((await app.request('/api/devices', { headers })).status).toBe(401);
    const write = await app.request('/api/tables', {
      method: 'POST',
      headers,
      body: JSON.stringify({ branchId: 1, identifier: 'Schlüsseltisch' }),
    });
    expect(write.status).toBe(401);
  });

  it('an employee cannot make a department for the whole business (no branch)', async () => {
    const res = await send('employee', 'POST', '/api/departments', { branchId: null, name: 'Zentrale' });
    expect(res.status).toBe(403);
    expect((await send('admin', 'POST', '/api/departments', { branchId: null, name: 'Zentrale' })).status).toBe(201);
  });

  it('an employee cannot move a row of its branch to another branch, nor a menu onto a foreign branch', async () => {
    const device = await create(fixtureOf({ resource: 'devices' } as CrudRow), { branchId: 1, hidden: false });
    const moved = await send('employee', 'PUT', `/api/devices/${device.id}`, {
      branchId: 2,
      identifier: `umzug-${device.n}`,
      name: 'Umzug',
    });
    expect(moved.status).toBe(403);
    const menu = await create(fixtureOf({ resource: 'menus' } as CrudRow), { branchId: 1, hidden: false });
    const widened = await send('employee', 'PUT', `/api/menus/${menu.id}`, {
      name: 'Beide',
      availableFrom: '2026-01-01T00:00:00.000Z',
      branches: [{ id: 1 }, { id: 2 }],
    });
    expect(widened.status).toBe(403);
    const readBack = await send<{ data: { branches: { id: number }[] } }>('admin', 'GET', `/api/menus/${menu.id}`);
    expect(readBack.body.data.branches).toEqual([{ id: 1 }]);
  });

  it('refuses with the German messages: 401 for visitors, 403 for employees', async () => {
    const anonymous = await send('anonymous', 'GET', '/api/users');
    expect(anonymous.body).toEqual({ errors: [{ message: 'Bitte melden Sie sich an.', code: 'unauthorized' }] });
    const employee = await send('employee', 'GET', '/api/users');
    expect(employee.body).toEqual({ errors: [{ message: 'Zugriff verweigert.', code: 'forbidden' }] });
  });

  it('a staff write without the X-CSRF-Token header is refused (403 csrf) and changes nothing', async () => {
    const cookieOnly = { Cookie: sessions.admin?.cookie ?? '', 'Content-Type': 'application/json' };
    const res = await app.request('/api/tags', {
      method: 'POST',
      headers: cookieOnly,
      body: JSON.stringify({ name: 'Ohne Token' }),
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      errors: [
        {
          message: messages.auth.invalidCsrfToken,
          code: 'csrf',
        },
      ],
    });
    const tags = await send<{ data: unknown[] }>('admin', 'GET', '/api/tags?name=Ohne%20Token');
    expect(tags.body.data).toEqual([]);
  });

  it('covers every route the OpenAPI document lists for these resources', async () => {
    const document = await send<{ paths: Record<string, Record<string, unknown>> }>(
      'anonymous',
      'GET',
      '/api/openapi.json',
    );
    const covered = new Set<string>(routeMatrix.map((r) => `${r.method} ${r.route}`));
    const prefixes = new Set<string>(routeMatrix.map((r) => r.route));
    for (const entry of crudMatrix) {
      const base = `/api/${entry.resource}`;
      prefixes.add(base);
      for (const route of [
        `GET ${base}`,
        `GET ${base}/{id}`,
        `POST ${base}`,
        `PUT ${base}/{id}`,
        `DELETE ${base}/{id}`,
      ])
        covered.add(route);
      if (entry.lookup) covered.add(`GET ${base}/by-${entry.lookup}/{value}`);
    }
    const ours = Object.entries(document.body.paths)
      .flatMap(([route, operations]) => Object.keys(operations).map((m) => `${m.toUpperCase()} ${route}`))
      .filter((route) => [...prefixes].some((p) => route.split(' ')[1]?.startsWith(p)));
    expect(ours.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !ours.includes(route))).toEqual([]);
  });

  it('docs/permissions.md is the matrix as written by render.ts', async () => {
    const rendered = renderPermissionsDocument();
    if (process.env.UPDATE_PERMISSIONS_DOC === '1') await fs.writeFile(documentPath, rendered);
    expect(await fs.readFile(documentPath, 'utf8')).toBe(rendered);
  });
});
