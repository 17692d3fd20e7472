import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoAdmin, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { CatalogCache } from '../../infrastructure/cache/catalog-cache.js';
import { createCatalogFetch } from '../pages/catalog-fetch.js';

/** Blocks (issue 24 point 1): rich text safe on read too, and a page's block section names a block by id. */
describe('blocks', () => {
  let app: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app, demoAdmin);
  });
  afterAll(() => app.close());

  it('sanitises the content again on every read: a row written behind the API’s back answers without script', async () => {
    const row = await app.db
      .insertInto('blocks')
      .values({
        identifier: 'hinter-der-api',
        name: 'Direkt',
        type: 'default',
        content: JSON.stringify({ body: '<p>Text</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const path of [`/api/blocks/${row.id}`, '/api/blocks/by-identifier/hinter-der-api']) {
      const res = await app.request<{ data: { content: { body: string } } }>(path);
      expect(res.status).toBe(200);
      expect(res.body.data.content.body).toBe('<p>Text</p><a>x</a>');
    }
  });

  it('the server render reads a block by id in process (a page with a block section shows its text)', async () => {
    const renderFetch = createCatalogFetch(app.db, new CatalogCache());
    const answer = await renderFetch('/api/blocks/1');
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: { identifier: string; content: { body: string } } };
    expect(body.data.identifier).toBe('shop-notice');
    expect(body.data.content.body).toContain('Bestellungen bis 18 Uhr');
    expect((await renderFetch('/api/blocks/999999')).status).toBe(404);
    expect((await renderFetch('/api/blocks/1?x=1')).status).toBe(404);
  });

  it('a site section of type block takes a block id and refuses anything else', async () => {
    const send = (blockId: unknown) =>
      app.request<{ errors?: { field: string }[] }>(
        '/api/sites',
        withSession(admin, 'POST', {
          path: `mit-block-${typeof blockId}`,
          type: 'custom_site',
          name: 'Mit Block',
          content: { sections: [{ type: 'block', title: 'Hinweis', blockId }] },
        }),
      );
    const refused = await send('shop-notice');
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['content.sections.0.blockId']);
    expect((await send(1)).status).toBe(201);
  });
});
