import type { Menu } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { json } from '../../db/schema.js';

describe('GET /api/menus (anonymous)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await app.db
      .insertInto('branches')
      .values({ id: 70, identifier: 'aus', name: 'Abgeschaltet', isPublic: true, isEnabled: false })
      .execute();
    await app.db
      .insertInto('menus')
      .values([
        { id: 70, name: 'Nur abgeschaltete Filiale', availableFrom: '2025-01-01T00:00:00Z', catalog: json([]) },
        { id: 71, name: 'Ohne Filiale', availableFrom: '2025-01-01T00:00:00Z', catalog: json([]) },
      ])
      .execute();
    await app.db.insertInto('menuBranches').values({ menuId: 70, branchId: 70 }).execute();
    // A public menu that also names the hidden Salzburg branch (4) and the disabled product 47 (category 9).
    await app.db.insertInto('menuBranches').values({ menuId: 1, branchId: 4 }).execute();
  });
  afterAll(() => app.close());

  it('lists only menus with at least one public, enabled branch', async () => {
    const res = await app.request<{ data: Menu[] }>('/api/menus');
    expect(res.status).toBe(200);
    expect(res.body.data.map((m) => m.id)).toEqual([1, 2]);
  });

  it('names only visible branches, categories and products', async () => {
    const { body } = await app.request<{ data: Menu[] }>('/api/menus');
    const standard = body.data.find((m) => m.id === 1);
    expect(standard?.branches).toEqual([{ id: 1 }, { id: 3 }]);
    expect(standard?.availableFrom).toBe('2024-12-31T23:00:00.000Z');
    const categoryIds = standard?.catalog.map((c) => c.id);
    expect(categoryIds).toEqual([1, 2, 3, 4, 5, 6, 8]);
    const productIds = standard?.catalog.flatMap((c) => c.products.map((p) => p.id)) ?? [];
    expect(productIds).not.toContain(47);
    expect(productIds).not.toContain(48);
    expect(standard?.catalog[0]).toEqual({
      id: 1,
      products: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }, { id: 6 }, { id: 7 }],
    });
  });
});
