import type { Category } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('GET /api/categories (anonymous)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await app.db
      .insertInto('categories')
      .values([
        { id: 80, name: 'Nicht öffentlich', isPublic: false },
        {
          id: 81,
          name: 'Nicht öffentlich, sichtbar wenn nicht verfügbar',
          isPublic: false,
          isVisibleWhenUnavailable: true,
        },
        { id: 82, name: 'Abgeschaltet', isEnabled: false },
        {
          id: 83,
          name: 'Abgeschaltet, aber sichtbar',
          isEnabled: false,
          isVisibleWhenUnavailable: true,
          position: 100,
        },
      ])
      .execute();
  });
  afterAll(() => app.close());

  it('lists public categories that are enabled or marked visible when unavailable', async () => {
    const res = await app.request<{ data: Category[] }>('/api/categories');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((c) => c.id);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 83]);
    expect(res.body.data.find((c) => c.id === 83)).toMatchObject({ isEnabled: false, isVisibleWhenUnavailable: true });
    expect(res.body.data[0]).toEqual({
      id: 1,
      name: 'Brot',
      description: 'Natursauerteig, lange Teigführung, im Steinofen gebacken.',
      image: { id: 101, version: 1, extension: 'jpg' },
      isPublic: true,
      isEnabled: true,
      schedule: [],
      isVisibleWhenUnavailable: false,
      position: 1,
    });
  });
});
