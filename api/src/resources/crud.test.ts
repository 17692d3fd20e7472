import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { nextNumber, resourceFixtures } from '../../test/permissions/resource-fixtures.js';
import { signInAs, type TestSession, withSession } from '../infrastructure/auth/test-session.js';

type Entity = Record<string, unknown> & { id: number };

// Many requests per test (and argon2 hashing) on a shared, busy machine.
vi.setConfig({ testTimeout: 60_000 });

describe('standard CRUD of every resource (spec §7), as ROLE_ADMIN', () => {
  let app: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app);
  });
  afterAll(() => app.close());

  describe.each(resourceFixtures)('/api/$name', (fixture) => {
    it('creates, reads, finds by filter and look-up, lists sorted, replaces, deletes, and audits each write', async () => {
      const n = nextNumber();
      const body = fixture.body(n, { branchId: 1, hidden: false });
      const created = await app.request<{ data: Entity }>(`/api/${fixture.name}`, withSession(admin, 'POST', body));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const { id } = created.body.data;
      expect(id).toBeGreaterThan(0);
      expect(created.body.data).not.toHaveProperty('passwordHash');

      const read = await app.request<{ data: Entity }>(`/api/${fixture.name}/${id}`, { headers: admin.headers });
      expect(read.status).toBe(200);
      expect(read.body.data).toEqual(created.body.data);

      const filtered = await app.request<{ data: Entity[] }>(`/api/${fixture.name}?${fixture.filter(n)}`, {
        headers: admin.headers,
      });
      expect(filtered.status).toBe(200);
      expect(filtered.body.data.map((e) => e.id)).toEqual([id]);
      expect(filtered.headers.get('x-total-count')).toBe('1');

      const newest = await app.request<{ data: Entity[] }>(`/api/${fixture.name}?sort=-id&limit=1`, {
        headers: admin.headers,
      });
      expect(newest.body.data.map((e) => e.id)).toEqual([id]);
      expect(Number(newest.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);

      if (fixture.lookup) {
        const found = await app.request<{ data: Entity }>(
          `/api/${fixture.name}/by-${fixture.lookup.param}/${fixture.lookup.value(n)}`,
          { headers: admin.headers },
        );
        expect(found.status).toBe(200);
        expect(found.body.data.id).toBe(id);
      }

      const changed = { ...body, [fixture.change.field]: fixture.change.value };
      const updated = await app.request<{ data: Entity }>(
        `/api/${fixture.name}/${id}`,
        withSession(admin, 'PUT', changed),
      );
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body.data[fixture.change.field]).toEqual(fixture.change.value);
      const reread = await app.request<{ data: Entity }>(`/api/${fixture.name}/${id}`, { headers: admin.headers });
      expect(reread.body.data[fixture.change.field]).toEqual(fixture.change.value);

      const deleted = await app.request(`/api/${fixture.name}/${id}`, withSession(admin, 'DELETE'));
      expect(deleted.status).toBe(204);
      const gone = await app.request(`/api/${fixture.name}/${id}`, { headers: admin.headers });
      expect(gone.status).toBe(404);
      const again = await app.request(`/api/${fixture.name}/${id}`, withSession(admin, 'DELETE'));
      expect(again.status).toBe(404);

      const logs = await app.request<{ data: { id: number; action: string; username: string }[] }>(
        `/api/logs?resource=${fixture.name}&resourceId=${id}&sort=createdAt`,
        { headers: admin.headers },
      );
      expect(logs.status).toBe(200);
      expect(logs.body.data.map((l) => l.action)).toEqual(['create', 'update', 'delete']);
      expect(logs.body.data.every((l) => l.username === 'admin')).toBe(true);
      // Each entry holds the entity before → after (issue 24): created from nothing, changed, deleted to nothing.
      const details = [];
      for (const entry of logs.body.data) {
        const detail = await app.request<{ data: { before: Entity | null; after: Entity | null } }>(
          `/api/logs/${entry.id}`,
          { headers: admin.headers },
        );
        details.push(detail.body.data);
      }
      const [first, replaced, removed] = details;
      expect(first?.before).toBeNull();
      expect(first?.after?.id).toBe(id);
      expect(replaced?.before?.[fixture.change.field]).not.toEqual(fixture.change.value);
      expect(replaced?.after?.[fixture.change.field]).toEqual(fixture.change.value);
      expect(removed?.before?.[fixture.change.field]).toEqual(fixture.change.value);
      expect(removed?.after).toBeNull();
      // A password shows only as changed or not, never its value or hash.
      const logged = JSON.stringify(details);
      for (const password of logged.match(/"password":[^,}]*/g) ?? []) {
        expect(password).toMatch(/^"password":"\[masked(:changed)?\]"$/);
      }
      expect(logged).not.toMatch(/\$argon2|\$2[aby]\$|\$scrypt/);
    });
  });

  it('PUT of an unknown id is a 404 and writes nothing', async () => {
    const res = await app.request(
      '/api/tags/999999',
      withSession(admin, 'PUT', { name: 'Niemand', image: null, position: 0 }),
    );
    expect(res.status).toBe(404);
    const tags = await app.request<{ data: { name: string }[] }>('/api/tags?name=Niemand', { headers: admin.headers });
    expect(tags.body.data).toEqual([]);
  });

  it('pages with limit and offset (or page) and refuses unknown sort fields and bad numbers in German', async () => {
    const all = await app.request<{ data: Entity[] }>('/api/branches?sort=identifier', { headers: admin.headers });
    const ids = all.body.data.map((b) => b.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const second = await app.request<{ data: Entity[] }>('/api/branches?sort=identifier&limit=2&offset=2', {
      headers: admin.headers,
    });
    expect(second.body.data.map((b) => b.id)).toEqual(ids.slice(2, 4));
    const page2 = await app.request<{ data: Entity[] }>('/api/branches?sort=identifier&limit=2&page=2', {
      headers: admin.headers,
    });
    expect(page2.body.data.map((b) => b.id)).toEqual(ids.slice(2, 4));

    const badSort = await app.request('/api/branches?sort=passwordHash', { headers: admin.headers });
    expect(badSort.status).toBe(422);
    expect(badSort.body).toEqual({
      errors: [{ message: 'Sie haben einen ungültigen Wert ausgewählt.', field: 'sort', code: 'invalid_query' }],
    });
    const badLimit = await app.request('/api/tags?limit=5000', { headers: admin.headers });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body).toEqual({
      errors: [{ message: 'Dieser Wert sollte zwischen 1 und 1000 liegen.', field: 'limit', code: 'invalid_query' }],
    });
    const badFilter = await app.request('/api/devices?branchId=abc', { headers: admin.headers });
    expect(badFilter.body).toEqual({
      errors: [{ message: 'Dieser Wert sollte eine ganze Zahl sein.', field: 'branchId', code: 'invalid_query' }],
    });
  });

  it('finds a table by identifier; one used by several branches needs ?branchId=', async () => {
    for (const branchId of [2, 3]) {
      const res = await app.request('/api/tables', withSession(admin, 'POST', { branchId, identifier: 'Terrasse' }));
      expect(res.status).toBe(201);
    }
    const ambiguous = await app.request('/api/tables/by-identifier/Terrasse');
    expect(ambiguous.status).toBe(422);
    expect(ambiguous.body).toEqual({
      errors: [{ message: 'Dieser Wert sollte nicht leer sein.', field: 'branchId', code: 'ambiguous' }],
    });
    const found = await app.request<{ data: { identifier: string; branch: { id: number } } }>(
      '/api/tables/by-identifier/Terrasse?branchId=3',
    );
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ identifier: 'Terrasse', branch: { id: 3 } });
    expect((await app.request('/api/tables/by-identifier/Terrasse?branchId=1')).status).toBe(404);
  });

  it('filters by flags: the hidden branch only', async () => {
    const res = await app.request<{ data: { identifier: string }[] }>('/api/branches?isPublic=false', {
      headers: admin.headers,
    });
    expect(res.body.data.map((b) => b.identifier)).toEqual(['salzburg-getreidegasse']);
  });

  it('GET /api/logs/{id} answers one entry; an unknown id is a 404', async () => {
    const list = await app.request<{ data: { id: number }[] }>('/api/logs?limit=1', { headers: admin.headers });
    const first = list.body.data[0];
    expect(first).toBeDefined();
    const one = await app.request<{ data: { id: number } }>(`/api/logs/${first?.id}`, { headers: admin.headers });
    expect(one.body.data.id).toBe(first?.id);
    expect((await app.request('/api/logs/999999', { headers: admin.headers })).status).toBe(404);
  });

  it('a user created through the API can sign in with its password; PUT without a password keeps it', async () => {
    const n = nextNumber();
    const body = resourceFixtures.find((f) => f.name === 'users')?.body(n, { branchId: 1, hidden: false }) ?? {};
    const created = await app.request<{ data: Entity }>('/api/users', withSession(admin, 'POST', body));
    expect(created.status).toBe(201);
    const { password: _password, ...withoutPassword } = body;
    const updated = await app.request(
      `/api/users/${created.body.data.id}`,
      withSession(admin, 'PUT', { ...withoutPassword, firstName: 'Moritz' }),
    );
    expect(updated.status).toBe(200);
    const session = await signInAs(app, { username: `mitarbeiter${n}`, password: 'geheim-1234' });
    const me = await app.request<{ data: { firstName: string; branches: { id: number }[] } }>('/api/users/me', {
      headers: session.headers,
    });
    expect(me.body.data).toMatchObject({ firstName: 'Moritz', branches: [{ id: 2 }] });
  });
});
