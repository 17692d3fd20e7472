import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { nextNumber, resourceFixtures } from '../../../test/permissions/resource-fixtures.js';
import { signInAs, type TestSession, withSession } from '../auth/test-session.js';

type Entity = Record<string, unknown> & { id: number; version: number };
interface Failure {
  errors: { message: string; code: string; field?: string }[];
}

// Many requests per test (and argon2 hashing) on a shared, busy machine.
vi.setConfig({ testTimeout: 60_000 });

const conflict = { errors: [{ message: messages.backoffice.conflict, code: 'conflict' }] };

describe('optimistic concurrency: version and If-Match (issue 12, contract 2)', () => {
  let app: TestApp;
  let admin: TestSession;
  /** A second admin: the other person editing at the same time. */
  let other: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app);
    other = await signInAs(app);
  });
  afterAll(() => app.close());

  function save(session: TestSession, method: 'PUT' | 'DELETE', path: string, body?: unknown, ifMatch?: string) {
    const init = withSession(session, method, body);
    if (ifMatch !== undefined) init.headers['If-Match'] = ifMatch;
    return app.request<{ data: Entity } & Failure>(path, init);
  }

  describe.each(resourceFixtures)('/api/$name', (fixture) => {
    it('two editors save the same version: the first wins, the second gets 409 and changes nothing', async () => {
      const n = nextNumber();
      const body = fixture.body(n, { branchId: 1, hidden: false });
      const created = await app.request<{ data: Entity }>(`/api/${fixture.name}`, withSession(admin, 'POST', body));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.body.data.version).toBe(1);
      const path = `/api/${fixture.name}/${created.body.data.id}`;
      const loaded = await app.request<{ data: Entity }>(path, { headers: admin.headers });
      expect(loaded.body.data.version).toBe(1);

      const first = await save(admin, 'PUT', path, { ...body, [fixture.change.field]: fixture.change.value }, '1');
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data.version).toBe(2);
      expect(first.body.data[fixture.change.field]).toEqual(fixture.change.value);

      const second = await save(other, 'PUT', path, body, '1');
      expect(second.status).toBe(409);
      expect(second.body).toEqual(conflict);
      const after = await app.request<{ data: Entity }>(path, { headers: admin.headers });
      expect(after.body.data).toEqual(first.body.data);

      // Reloaded, the second editor saves with the current version.
      const retried = await save(other, 'PUT', path, body, `"${after.body.data.version}"`);
      expect(retried.status).toBe(200);
      expect(retried.body.data.version).toBe(3);
    });
  });

  it('every entity of a list and of a single read carries its version', async () => {
    for (const resource of ['products', 'categories', 'branches', 'menus', 'tags', 'users', 'tables', 'donatees']) {
      const list = await app.request<{ data: Entity[] }>(`/api/${resource}?limit=5`, { headers: admin.headers });
      expect(list.status).toBe(200);
      expect(list.body.data.length, resource).toBeGreaterThan(0);
      for (const entity of list.body.data) expect(entity.version, `${resource} ${entity.id}`).toBeGreaterThanOrEqual(1);
      const one = await app.request<{ data: Entity }>(`/api/${resource}/${list.body.data[0]?.id}`, {
        headers: admin.headers,
      });
      expect(one.body.data.version).toBe(list.body.data[0]?.version);
    }
    // Visitors' answers (the same as the cached catalog and /api/init) have no version.
    const visitor = await app.request<{ data: Entity[] }>('/api/tables');
    expect(visitor.body.data.length).toBeGreaterThan(0);
    for (const entity of visitor.body.data) expect(entity).not.toHaveProperty('version');
  });

  it('without If-Match a save is not checked (the old behaviour) and still counts the version up', async () => {
    const created = await app.request<{ data: Entity }>('/api/tags', withSession(admin, 'POST', { name: 'Ohne' }));
    const path = `/api/tags/${created.body.data.id}`;
    expect((await save(admin, 'PUT', path, { name: 'Ohne 2' })).body.data).toMatchObject({ version: 2 });
    const last = await save(other, 'PUT', path, { name: 'Ohne 3' });
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ name: 'Ohne 3', version: 3 });
    expect((await save(admin, 'PUT', path, { name: 'Stern' }, '*')).body.data).toMatchObject({ version: 4 });
  });

  it('a malformed If-Match never matches; an unknown id stays 404', async () => {
    const created = await app.request<{ data: Entity }>('/api/tags', withSession(admin, 'POST', { name: 'Kaputt' }));
    const path = `/api/tags/${created.body.data.id}`;
    const malformed = await save(admin, 'PUT', path, { name: 'Neu' }, 'abc');
    expect(malformed.status).toBe(409);
    expect(malformed.body).toEqual(conflict);
    const unknown = await save(admin, 'PUT', '/api/tags/999999', { name: 'Neu' }, '1');
    expect(unknown.status).toBe(404);
    const row = await app.db.selectFrom('tags').select(['name', 'version']).where('id', '=', created.body.data.id);
    expect(await row.executeTakeFirst()).toEqual({ name: 'Kaputt', version: 1 });
  });

  it('two saves of one version at the same moment: exactly one wins', async () => {
    const created = await app.request<{ data: Entity }>('/api/tags', withSession(admin, 'POST', { name: 'Gleich' }));
    const path = `/api/tags/${created.body.data.id}`;
    const answers = await Promise.all([
      save(admin, 'PUT', path, { name: 'Von A' }, '1'),
      save(other, 'PUT', path, { name: 'Von B' }, '1'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200);
    const row = await app.db
      .selectFrom('tags')
      .select(['name', 'version'])
      .where('id', '=', created.body.data.id)
      .executeTakeFirst();
    expect(row).toEqual({ name: winner?.body.data.name, version: 2 });
  });

  it('DELETE with a stale If-Match is 409 and keeps the row; with the current one it deletes', async () => {
    const created = await app.request<{ data: Entity }>('/api/tags', withSession(admin, 'POST', { name: 'Weg' }));
    const path = `/api/tags/${created.body.data.id}`;
    await save(other, 'PUT', path, { name: 'Weg 2' }, '1');
    const stale = await save(admin, 'DELETE', path, undefined, '1');
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual(conflict);
    expect((await app.request(path, { headers: admin.headers })).status).toBe(200);
    expect((await save(admin, 'DELETE', path, undefined, '2')).status).toBe(204);
    expect((await app.request(path, { headers: admin.headers })).status).toBe(404);
  });

  it('POST /api/config: the admin view carries the version; a stale If-Match is 409 and keeps the first save', async () => {
    const loaded = await app.request<{ data: Record<string, unknown> & { version: number } }>('/api/config', {
      headers: admin.headers,
    });
    const version = loaded.body.data.version;
    expect(version).toBeGreaterThanOrEqual(1);
    const post = (session: TestSession, body: unknown, ifMatch?: string) => {
      const init = withSession(session, 'POST', body);
      if (ifMatch !== undefined) init.headers['If-Match'] = ifMatch;
      return app.request<{ data: Record<string, unknown> } & Failure>('/api/config', init);
    };
    const first = await post(admin, { title: 'Erste Fassung' }, String(version));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ title: 'Erste Fassung', version: version + 1 });
    const second = await post(other, { title: 'Zweite Fassung' }, String(version));
    expect(second.status).toBe(409);
    expect(second.body).toEqual(conflict);
    const after = await app.request<{ data: Record<string, unknown> }>('/api/config', { headers: admin.headers });
    expect(after.body.data).toMatchObject({ title: 'Erste Fassung', version: version + 1 });
    // The visitors' projection has no version.
    const visitor = await app.request<{ data: Record<string, unknown> }>('/api/config');
    expect(visitor.body.data).not.toHaveProperty('version');
    // Without If-Match: saved as before.
    const unchecked = await post(other, { title: 'Dritte Fassung' });
    expect(unchecked.body.data).toMatchObject({ title: 'Dritte Fassung', version: version + 2 });
  });

  it('the OpenAPI document names If-Match on PUT and DELETE of the resources and on POST /api/config', async () => {
    type Operation = { parameters?: { name: string; in: string }[]; responses: Record<string, unknown> };
    const document = await app.request<{ paths: Record<string, Record<string, Operation>> }>('/api/openapi.json');
    for (const [path, method] of [
      ['/api/products/{id}', 'put'],
      ['/api/users/{id}', 'delete'],
      ['/api/config', 'post'],
    ] as const) {
      const operation = document.body.paths[path]?.[method];
      expect(operation?.parameters, `${method} ${path}`).toContainEqual(
        expect.objectContaining({ name: 'If-Match', in: 'header' }),
      );
      expect(operation?.responses).toHaveProperty('409');
    }
  });
});
