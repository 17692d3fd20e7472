import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession } from '../../infrastructure/auth/test-session.js';

type Entity = { id: number } & Record<string, unknown>;
type NavigationItem = { label: string; isEnabled: boolean; children: NavigationItem[] };

/** The initial load (spec §7): 14 GETs, one call each, plus GET /api/init with the catalog in one go. */
describe('initial load', () => {
  let app: TestApp;
  let admin: TestSession;
  let employee: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app);
    employee = await signInAs(app, demoEmployee);
    // A hidden row for each list that can hide one (seed: branch 4, category and products, site 4 are hidden).
    await app.db
      .insertInto('divisions')
      .values({ id: 90, identifier: 'intern', name: 'Intern', isPublic: false })
      .execute();
    await app.db.insertInto('tables').values({ id: 90, branchId: 2, identifier: 'T-aus', isEnabled: false }).execute();
    await app.db
      .insertInto('tables')
      .values({ id: 91, branchId: 4, identifier: 'T-versteckt', isEnabled: true })
      .execute();
    await app.db.insertInto('donatees').values({ id: 90, name: 'Pausiert', isEnabled: false }).execute();
  });
  afterAll(() => app.close());

  const get = async <T>(path: string, session?: TestSession): Promise<T> => {
    const res = await app.request<{ data: T }>(path, session ? { headers: session.headers } : {});
    expect(res.status, path).toBe(200);
    return res.body.data;
  };
  const ids = (rows: Entity[]) => rows.map((r) => r.id);

  it('GET /api/users/me answers visitors with data null, not an error', async () => {
    const res = await app.request('/api/users/me');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null });
  });

  it.each([
    ['divisions', [90]],
    ['branches', [4]],
    ['categories', [9]],
    ['tables', [90, 91]],
    ['sites', [4]],
    ['donatees', [90]],
  ])('GET /api/%s: visitors never see hidden rows %j, admins do', async (resource, hidden) => {
    const anonymous = ids(await get<Entity[]>(`/api/${resource}`));
    const all = ids(await get<Entity[]>(`/api/${resource}`, admin));
    for (const id of hidden) {
      expect(anonymous).not.toContain(id);
      expect(all).toContain(id);
    }
    expect(anonymous.length).toBeGreaterThan(0);
  });

  it('GET /api/products: visitors see public, enabled products only', async () => {
    const anonymous = await get<(Entity & { isPublic: boolean; isEnabled: boolean })[]>('/api/products');
    expect(anonymous.every((p) => p.isPublic && p.isEnabled)).toBe(true);
    const all = await get<Entity[]>('/api/products', admin);
    expect(all.length).toBeGreaterThan(anonymous.length);
  });

  it('draft sites: every staff member reads them (employees preview), visitors get a 404, also by path', async () => {
    expect(ids(await get<Entity[]>('/api/sites', employee))).toContain(4);
    expect((await app.request('/api/sites/by-path/weihnachten-2026')).status).toBe(404);
    const draft = await get<Entity>('/api/sites/by-path/weihnachten-2026', employee);
    expect(draft).toMatchObject({ id: 4, isPublic: false });
  });

  it('GET /api/navigations: visitors get the items without disabled ones; staff get them all', async () => {
    const labels = (navigations: (Entity & { items: NavigationItem[] })[]) =>
      navigations.find((n) => n.identifier === 'main-navigation')?.items.map((i) => i.label);
    expect(labels(await get('/api/navigations'))).not.toContain('Weihnachten');
    expect(labels(await get('/api/navigations', admin))).toContain('Weihnachten');
  });

  it('GET /api/config: visitors get the public part only', async () => {
    const anonymous = await get<Record<string, unknown>>('/api/config');
    const full = await get<Record<string, unknown>>('/api/config', admin);
    expect(Object.keys(full).length).toBeGreaterThanOrEqual(Object.keys(anonymous).length);
    expect(anonymous.shopName).toBe(full.shopName);
  });

  it('GET /api/blocks, /api/nodes and /api/tags answer visitors', async () => {
    for (const resource of ['blocks', 'nodes', 'tags']) {
      expect((await get<Entity[]>(`/api/${resource}`)).length, resource).toBeGreaterThan(0);
    }
  });

  it('GET /api/init equals the single anonymous GETs, for visitors and staff alike', async () => {
    const init = await get<Record<string, unknown>>('/api/init');
    const parts = [
      'config',
      'divisions',
      'branches',
      'menus',
      'categories',
      'products',
      'tags',
      'tables',
      'navigations',
      'donatees',
    ];
    expect(Object.keys(init).sort()).toEqual([...parts].sort());
    for (const part of parts) {
      expect(init[part], part).toEqual(await get(`/api/${part}`));
    }
    expect(await get('/api/init', admin)).toEqual(init);
  });
});
