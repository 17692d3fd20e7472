import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

describe('stored redirects (issue 14 point 5)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const get = (path: string, method = 'GET') => app.request(path, { method, redirect: 'manual' });

  it('answers the stored status and target before any page, and follows changes of the table', async () => {
    // Loaded (and kept) before the rows exist: the change event must drop the kept table.
    expect((await get('/alte-seite')).status).toBe(404);
    await app.db
      .insertInto('redirects')
      .values([
        { path: 'alte-seite', target: '/ueber-uns', statusCode: 301, isEnabled: true },
        { path: 'aktion/sommer', target: 'https://www.example.at/sommer', statusCode: 302, isEnabled: true },
        { path: 'abgeschaltet', target: '/jobs', statusCode: 301, isEnabled: false },
      ])
      .execute();
    expect(await eventually(async () => (await get('/alte-seite')).status === 301)).toBe(true);
    const permanent = await get('/alte-seite/?utm=1');
    expect(permanent.status).toBe(301);
    expect(permanent.headers.get('location')).toBe('/ueber-uns?utm=1');
    const temporary = await get('/Aktion/sommer', 'HEAD');
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get('location')).toBe('https://www.example.at/sommer');
    // A disabled redirect is no redirect: the path is unknown (no storefront build in the test app).
    const disabled = await get('/abgeschaltet');
    expect(disabled.status).toBe(404);
    expect(disabled.headers.get('location')).toBeNull();
    // Not for the API, nor for other methods.
    expect((await get('/api/alte-seite')).status).toBe(404);
    const posted = await app.request('/alte-seite', { method: 'POST', redirect: 'manual' });
    expect(posted.status).toBe(404);
    expect(posted.headers.get('location')).toBeNull();

    await app.db.updateTable('redirects').set({ target: '/jobs' }).where('path', '=', 'alte-seite').execute();
    expect(await eventually(async () => (await get('/alte-seite')).headers.get('location') === '/jobs')).toBe(true);
    await app.db.deleteFrom('redirects').where('path', '=', 'alte-seite').execute();
    expect(await eventually(async () => (await get('/alte-seite')).status === 404)).toBe(true);
  });
});
