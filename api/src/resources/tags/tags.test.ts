import type { Tag } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('GET /api/tags (anonymous)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lists the tags in order', async () => {
    const res = await app.request<{ data: Tag[] }>('/api/tags');
    expect(res.status).toBe(200);
    expect(res.body.data.map((t) => t.name)).toEqual([
      'Bio',
      'Vegan',
      'Café',
      'Lieferservice',
      'Barrierefrei',
      'Partyservice',
    ]);
    expect(res.body.data[0]).toEqual({ id: 1, name: 'Bio', image: null });
  });
});
