import { redirectCheckMessages as m } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoAdmin, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';

interface Failure {
  errors: { message: string; field?: string }[];
}
interface Saved {
  data: { id: number; version: number; path: string; target: string };
}

/** Issue 24 point 1: a redirect's target must exist, no loop may form, and its path must not hide a page. */
describe('redirect checks on write', () => {
  let app: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app, demoAdmin);
  });
  afterAll(() => app.close());

  const send = <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init = withSession(admin, method, body);
    return app.request<T>(path, { ...init, headers: { ...init.headers, ...headers } });
  };
  const create = (path: string, target: string, isEnabled = true) =>
    send<Saved & Failure>('POST', '/api/redirects', { path, target, statusCode: 301, isEnabled });
  const stored = () =>
    app.db.selectFrom('redirects').select(['path', 'target', 'version', 'isEnabled']).orderBy('path').execute();
  const auditCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('logs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('resource', '=', 'redirects')
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** The refusal: 422, the German message on its field, and the table and audit log as before. */
  async function expectRefused(
    request: Promise<{ status: number; body: Failure }>,
    field: string,
    message: string,
  ): Promise<void> {
    const before = await stored();
    const logged = await auditCount();
    const res = await request;
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field, message })]);
    expect(await stored()).toEqual(before);
    expect(await auditCount()).toBe(logged);
  }

  it('accepts targets that exist: a site, the shop routes, a legal page with text, an absolute URL', async () => {
    const category = await app.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
    for (const [path, target] of [
      ['alt/ueber-uns', '/ueber-uns#team'],
      ['alt/start', '/'],
      ['alt/shop', '/shop'],
      ['alt/kategorie', `/shop/${category.id}/brot`],
      ['store/alte-filiale', '/store/wien-mariahilf'],
      ['alt/impressum', '/site/imprint'],
      ['alt/extern', 'https://www.example.at/seite'],
      ['alt/kette', '/alt/ueber-uns'],
    ]) {
      const res = await create(path as string, target as string);
      expect(res.status, `${path} → ${target}: ${JSON.stringify(res.body)}`).toBe(201);
    }
  });

  it('refuses a target that does not exist, also at the end of a chain, and stores nothing', async () => {
    await expectRefused(create('alt/weg', '/gibt-es-nicht'), 'target', m.targetMissing);
    await expectRefused(create('alt/filiale', '/store/gibt-es-nicht'), 'target', m.targetMissing);
    await expectRefused(create('alt/kategorie-weg', '/shop/999999/brot'), 'target', m.targetMissing);
    // A redirect written behind the API's back leads nowhere: a chain through it ends nowhere too.
    await app.db.insertInto('redirects').values({ path: 'alt/kaputt', target: '/nirgends', isEnabled: true }).execute();
    await expectRefused(create('alt/ueber-kaputt', '/alt/kaputt'), 'target', m.targetMissing);
  });

  it('refuses a loop: to itself, a → b → a and a longer circle; the stored redirect stays as it was', async () => {
    await expectRefused(create('selbst', '/Selbst/'), 'target', m.loop(['/selbst', '/selbst']));

    const a = await create('kreis/a', '/ueber-uns');
    const b = await create('kreis/b', '/kreis/a');
    const c = await create('kreis/c', '/kreis/b');
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
    const put = (target: string) =>
      send<Failure>(
        'PUT',
        `/api/redirects/${a.body.data.id}`,
        { path: 'kreis/a', target, statusCode: 301 },
        {
          'If-Match': String(a.body.data.version),
        },
      );
    await expectRefused(put('/kreis/b'), 'target', m.loop(['/kreis/a', '/kreis/b', '/kreis/a']));
    await expectRefused(put('/kreis/c'), 'target', m.loop(['/kreis/a', '/kreis/c', '/kreis/b', '/kreis/a']));
  });

  it('refuses a path that is a page or belongs to the system', async () => {
    await expectRefused(create('ueber-uns', '/jobs'), 'path', m.pathIsPage);
    await expectRefused(create('shop', '/jobs'), 'path', m.pathIsPage);
    await expectRefused(create('store/wien-mariahilf', '/jobs'), 'path', m.pathIsPage);
    await expectRefused(create('site/privacy', '/jobs'), 'path', m.pathIsPage);
    await expectRefused(create('backend', '/jobs'), 'path', m.pathReserved);
    await expectRefused(create('backend/orders', '/jobs'), 'path', m.pathReserved);
    await expectRefused(create('status/abc/def', '/jobs'), 'path', m.pathReserved);
  });

  it('checks a disabled redirect as if it were enabled; a chain does not pass through a disabled one', async () => {
    // Enabling it later must not be able to make the loop.
    await expectRefused(create('aus/selbst', '/aus/selbst', false), 'target', m.loop(['/aus/selbst', '/aus/selbst']));
    const x = await create('paar/x', '/jobs');
    const y = await create('paar/y', '/paar/x', false);
    expect([x.status, y.status]).toEqual([201, 201]);
    // x → y: y redirects nobody while disabled, and no page is at its path.
    await expectRefused(
      send<Failure>('PUT', `/api/redirects/${x.body.data.id}`, { path: 'paar/x', target: '/paar/y', statusCode: 301 }),
      'target',
      m.targetMissing,
    );
  });
});
