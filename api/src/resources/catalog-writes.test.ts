import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { nextNumber, resourceFixtures } from '../../test/permissions/resource-fixtures.js';
import { signInAs, type TestSession, withSession } from '../infrastructure/auth/test-session.js';

/** The cached anonymous catalog reads (api/src/infrastructure/cache) must show a staff write through the CRUD routes at once. */
describe('staff CRUD writes invalidate the cached catalog reads', () => {
  let app: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app);
  });
  afterAll(() => app.close());

  const anonymousIds = async (resource: string): Promise<number[]> => {
    const res = await app.request<{ data: { id: number }[] }>(`/api/${resource}`);
    expect(res.status).toBe(200);
    return res.body.data.map((e) => e.id);
  };

  it.each(['branches', 'categories', 'products', 'tags', 'menus'])(
    'POST, PUT and DELETE /api/%s show in the next anonymous GET',
    async (resource) => {
      const fixture = resourceFixtures.find((f) => f.name === resource);
      if (!fixture) throw new Error(resource);
      await anonymousIds(resource); // warm the cache
      const created = await app.request<{ data: { id: number } }>(
        `/api/${resource}`,
        withSession(admin, 'POST', fixture.body(nextNumber(), { branchId: 1, hidden: false })),
      );
      expect(created.status).toBe(201);
      const { id } = created.body.data;
      expect(await anonymousIds(resource)).toContain(id);

      if (fixture.hides) {
        const hidden = await app.request(
          `/api/${resource}/${id}`,
          withSession(admin, 'PUT', fixture.body(nextNumber(), { branchId: 1, hidden: true })),
        );
        expect(hidden.status).toBe(200);
        // Menus on the public branch 1 cannot be hidden (see the fixture).
        if (resource !== 'menus') expect(await anonymousIds(resource)).not.toContain(id);
      }

      expect((await app.request(`/api/${resource}/${id}`, withSession(admin, 'DELETE'))).status).toBe(204);
      expect(await anonymousIds(resource)).not.toContain(id);
    },
  );

  it('POST /api/config shows in the next anonymous GET /api/config and /api/init', async () => {
    await app.request('/api/config');
    await app.request('/api/init');
    const res = await app.request('/api/config', withSession(admin, 'POST', { title: 'Neuer Titel' }));
    expect(res.status).toBe(200);
    const config = await app.request<{ data: { title: string } }>('/api/config');
    expect(config.body.data.title).toBe('Neuer Titel');
    const init = await app.request<{ data: { config: { title: string } } }>('/api/init');
    expect(init.body.data.config.title).toBe('Neuer Titel');
  });
});
