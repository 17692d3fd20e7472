import { contentUsageMessages as m, validationMessages as v } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoAdmin, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';

interface Failure {
  errors: { message: string; field?: string; code: string }[];
}
interface Saved {
  data: { id: number; version: number };
}

/**
 * Issue 24: what a redirect or a navigation item leads to is not deleted, moved or switched off underneath it, a
 * site's path is not hidden by an active redirect, and a node's link is a safe URL. Each refusal is German and
 * leaves every table and the audit log as they were.
 */
describe('content references', () => {
  let app: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app, demoAdmin);
  });
  afterAll(() => app.close());

  const send = <T>(method: string, path: string, body?: unknown) =>
    app.request<T & Failure>(path, withSession(admin, method, body));
  const snapshot = async () => ({
    sites: await app.db.selectFrom('sites').select(['path', 'isPublic', 'version']).orderBy('id').execute(),
    redirects: await app.db.selectFrom('redirects').selectAll().orderBy('id').execute(),
    branches: await app.db.selectFrom('branches').select(['identifier', 'version']).orderBy('id').execute(),
    nodes: await app.db.selectFrom('nodes').selectAll().orderBy('id').execute(),
    logs: await app.db.selectFrom('logs').select('id').orderBy('id').execute(),
  });

  async function expectRefused(
    request: () => Promise<{ status: number; body: Failure }>,
    status: number,
    message: string,
    field?: string,
  ): Promise<void> {
    const before = await snapshot();
    const res = await request();
    expect(res.status).toBe(status);
    expect(res.body.errors[0]).toEqual(
      expect.objectContaining({ message, ...(status === 409 ? { code: 'in_use' } : {}), ...(field ? { field } : {}) }),
    );
    expect(await snapshot()).toEqual(before);
  }

  const siteRow = (path: string) =>
    app.db.selectFrom('sites').selectAll().where('path', '=', path).executeTakeFirstOrThrow();
  const siteBody = (row: Awaited<ReturnType<typeof siteRow>>, change: Record<string, unknown>) => ({
    path: row.path,
    type: row.type,
    name: row.name,
    title: row.title,
    description: row.description,
    content: row.content,
    isPublic: row.isPublic,
    ...change,
  });
  const redirect = (path: string, target: string, isEnabled = true) =>
    send<Saved>('POST', '/api/redirects', { path, target, statusCode: 301, isEnabled });

  it('refuses to delete, move or un-publish a site a navigation item leads to, naming the items', async () => {
    const kontakt = await siteRow('kontakt');
    const used = m.siteUsed([
      m.navigationUser('Fußzeile', ['Kontakt']),
      m.navigationUser('Hauptnavigation', ['Kontakt']),
    ]);
    expect(used).toBe(
      'Diese Seite wird noch von der Navigation „Fußzeile“ (Eintrag „Kontakt“) und der Navigation „Hauptnavigation“ (Eintrag „Kontakt“) verwendet. Ändern oder entfernen Sie diese Verweise zuerst.',
    );
    await expectRefused(() => send('DELETE', `/api/sites/${kontakt.id}`), 409, used);
    await expectRefused(
      () => send('PUT', `/api/sites/${kontakt.id}`, siteBody(kontakt, { path: 'kontakt-neu' })),
      409,
      used,
      'path',
    );
    await expectRefused(
      () => send('PUT', `/api/sites/${kontakt.id}`, siteBody(kontakt, { isPublic: false })),
      409,
      used,
      'isPublic',
    );
    // Other changes go through.
    const renamed = await send<Saved>('PUT', `/api/sites/${kontakt.id}`, siteBody(kontakt, { name: 'Kontakt!' }));
    expect(renamed.status).toBe(200);
  });

  it('refuses to delete a site a redirect leads to, naming the redirect; deletes it once nothing points at it', async () => {
    const created = await send<Saved>('POST', '/api/sites', {
      path: 'aktion-sommer',
      type: 'default',
      name: 'Sommeraktion',
      content: {},
      isPublic: true,
    });
    expect(created.status).toBe(201);
    expect((await redirect('sommer', '/aktion-sommer?x=1')).status).toBe(201);
    await expectRefused(
      () => send('DELETE', `/api/sites/${created.body.data.id}`),
      409,
      m.siteUsed([m.redirectUser('sommer')]),
    );
    const sommer = await app.db
      .selectFrom('redirects')
      .select('id')
      .where('path', '=', 'sommer')
      .executeTakeFirstOrThrow();
    expect((await send('DELETE', `/api/redirects/${sommer.id}`)).status).toBe(204);
    expect((await send('DELETE', `/api/sites/${created.body.data.id}`)).status).toBe(204);
  });

  it('refuses a site at the path of an active redirect, naming it; a disabled one does not count', async () => {
    expect((await redirect('alte-jobs', '/jobs')).status).toBe(201);
    const body = { path: 'alte-jobs', type: 'default', name: 'Neu', content: {}, isPublic: false };
    await expectRefused(() => send('POST', '/api/sites', body), 422, m.pathIsRedirect('alte-jobs', '/jobs'), 'path');
    const geschichte = await siteRow('geschichte');
    await expectRefused(
      () => send('PUT', `/api/sites/${geschichte.id}`, siteBody(geschichte, { path: 'alte-jobs' })),
      // Moving the site the main navigation leads to is refused first; a site nothing points at is refused for the path.
      409,
      m.siteUsed([m.navigationUser('Hauptnavigation', ['Unsere Geschichte'])]),
    );
    const weihnachten = await siteRow('weihnachten-2026');
    expect(weihnachten.isPublic).toBe(false);
    const free = await send<Saved>('POST', '/api/sites', { ...body, path: 'frei-probe' });
    expect(free.status).toBe(201);
    const freeRow = await siteRow('frei-probe');
    await expectRefused(
      () => send('PUT', `/api/sites/${freeRow.id}`, siteBody(freeRow, { path: 'alte-jobs' })),
      422,
      m.pathIsRedirect('alte-jobs', '/jobs'),
      'path',
    );
    expect((await redirect('nur-entwurf', '/jobs', false)).status).toBe(201);
    expect((await send('POST', '/api/sites', { ...body, path: 'nur-entwurf' })).status).toBe(201);
  });

  it('refuses to delete, disable or move a redirect another redirect leads to, naming it', async () => {
    expect((await redirect('kette-ende', '/ueber-uns')).status).toBe(201);
    expect((await redirect('kette-anfang', '/kette-ende')).status).toBe(201);
    const end = await app.db
      .selectFrom('redirects')
      .selectAll()
      .where('path', '=', 'kette-ende')
      .executeTakeFirstOrThrow();
    const used = m.redirectUsed([m.redirectUser('kette-anfang')]);
    await expectRefused(() => send('DELETE', `/api/redirects/${end.id}`), 409, used);
    const body = { path: end.path, target: end.target, statusCode: end.statusCode, isEnabled: true };
    await expectRefused(
      () => send('PUT', `/api/redirects/${end.id}`, { ...body, isEnabled: false }),
      409,
      used,
      'isEnabled',
    );
    await expectRefused(() => send('PUT', `/api/redirects/${end.id}`, { ...body, path: 'kette-mitte' }), 409, used);
    expect((await send('PUT', `/api/redirects/${end.id}`, { ...body, statusCode: 302 })).status).toBe(200);
  });

  it('refuses to delete a branch a navigation item leads to, naming the items', async () => {
    const graz = await app.db
      .selectFrom('branches')
      .select('id')
      .where('identifier', '=', 'graz-herrengasse')
      .executeTakeFirstOrThrow();
    const used = m.branchUsed([m.navigationUser('Hauptnavigation', ['Graz Herrengasse'])]);
    await expectRefused(() => send('DELETE', `/api/branches/${graz.id}`), 409, used);
  });

  it('refuses a node whose link is not a safe URL; accepts a path of the shop and https', async () => {
    for (const link of ['javascript:alert(1)', 'data:text/html,x', ' JaVa\tscript:alert(1)']) {
      await expectRefused(
        () => send('POST', '/api/nodes', { identifier: 'probe-link', name: 'Probe', content: { link } }),
        422,
        v.invalidUrl,
        'content.link',
      );
    }
    for (const [identifier, link] of [
      ['probe-pfad', '/shop'],
      ['probe-https', 'https://example.at/x'],
    ]) {
      expect((await send('POST', '/api/nodes', { identifier, name: 'Probe', content: { link } })).status).toBe(201);
    }
  });
});
