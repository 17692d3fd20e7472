import { navigationCheckMessages as m } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoAdmin, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';

interface Failure {
  errors: { message: string; field?: string }[];
}

/** Issue 24 point 1: a navigation's site and branch items lead to pages that exist. */
describe('navigation targets on write', () => {
  let app: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app, demoAdmin);
  });
  afterAll(() => app.close());

  const stored = () => app.db.selectFrom('navigations').select(['identifier', 'items', 'version']).execute();

  it('refuses a site or branch that does not exist, on each item’s target, and changes nothing', async () => {
    const before = await stored();
    const header = await app.db
      .selectFrom('navigations')
      .select(['id', 'version'])
      .where('identifier', '=', 'main-navigation')
      .executeTakeFirstOrThrow();
    const res = await app.request<Failure>(`/api/navigations/${header.id}`, {
      ...withSession(admin, 'PUT', {
        identifier: 'main-navigation',
        name: 'Hauptnavigation',
        items: [
          { type: 'home', target: null, label: 'Start' },
          { type: 'site', target: 'gibt-es-nicht', label: 'Weg' },
          {
            type: 'site',
            target: 'ueber-uns',
            label: 'Über uns',
            children: [{ type: 'branch', target: 'atlantis', label: 'Atlantis' }],
          },
        ],
      }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e) => [e.field, e.message])).toEqual([
      ['items.1.target', m.siteMissing],
      ['items.2.children.0.target', m.branchMissing],
    ]);
    expect(await stored()).toEqual(before);
  });

  it('accepts sites (also drafts and with a leading slash), branches, home and links', async () => {
    const res = await app.request('/api/navigations', {
      ...withSession(admin, 'POST', {
        identifier: 'probe-ziele',
        name: 'Probe',
        items: [
          { type: 'site', target: '/ueber-uns', label: 'Über uns' },
          { type: 'site', target: 'weihnachten-2026', label: 'Entwurf' },
          { type: 'branch', target: 'graz-herrengasse', label: 'Graz' },
          { type: 'home', target: null, label: 'Start' },
          { type: 'link', target: '/shop', label: 'Shop' },
        ],
      }),
    });
    expect(res.status).toBe(201);
  });
});
