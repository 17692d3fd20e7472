import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoAdmin, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';

interface Failure {
  errors: { message: string; field?: string }[];
}

const invalidUrl = 'Dieser Wert ist keine gültige URL.';

/** Issue 14 point 3: CMS content, navigation targets and config texts are made safe when written. */
describe('safe CMS content on write', () => {
  let app: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app, demoAdmin);
  });
  afterAll(() => app.close());

  const send = <T>(method: string, path: string, body: unknown) =>
    app.request<T>(path, withSession(admin, method, body));

  it('sanitises every rich-text field of a site and keeps the rest', async () => {
    const res = await send<{ data: { id: number } }>('POST', '/api/sites', {
      path: 'xss-probe',
      type: 'custom_site',
      name: 'Probe',
      isPublic: true,
      content: {
        sections: [
          {
            type: 'text',
            title: '<b>Titel</b>',
            text: '<p onclick="alert(1)">Hallo</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="java\tscript:alert(1)">x</a>',
          },
          { type: 'contactForm', thankYou: '<iframe src="javascript:alert(1)"></iframe><p>Danke</p>' },
        ],
      },
    });
    expect(res.status).toBe(201);
    const read = await app.request<{ data: { content: { sections: Record<string, unknown>[] } } }>(
      '/api/sites/by-path/xss-probe',
    );
    expect(read.body.data.content.sections).toEqual([
      { type: 'text', title: '<b>Titel</b>', text: '<p>Hallo</p><img src="x" /><a>x</a>' },
      { type: 'contactForm', thankYou: '<p>Danke</p>' },
    ]);
  });

  it.each([
    [
      'javascript: link',
      { type: 'vacancies', items: [{ title: 'Bäcker:in', link: { url: 'javascript:alert(1)' } }] },
      'content.sections.0.items.0.link.url',
    ],
    [
      'obfuscated link in an item',
      { type: 'categories', items: [{ title: 'a', link: { url: ' JaVa\nScRiPt:alert(1)' } }] },
      'content.sections.0.items.0.link.url',
    ],
    [
      'data: link',
      { type: 'heroSite', link: { url: 'data:text/html,<script>alert(1)</script>' } },
      'content.sections.0.link.url',
    ],
  ])('refuses a %s with a German field error and stores nothing', async (_case, section, field) => {
    const res = await send<Failure>('POST', '/api/sites', {
      path: 'unsafe-link',
      type: 'custom_site',
      name: 'Unsicher',
      content: { sections: [section] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field, message: invalidUrl }));
    const stored = await app.db.selectFrom('sites').select('id').where('path', '=', 'unsafe-link').execute();
    expect(stored).toEqual([]);
  });

  it('sanitises again on every read: a row written behind the API\u2019s back answers without script', async () => {
    await app.db
      .insertInto('sites')
      .values({
        path: 'hinter-der-api',
        type: 'default',
        name: 'Direkt',
        isPublic: true,
        content: JSON.stringify({ body: '<p>Text</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' }),
      })
      .execute();
    const res = await app.request<{ data: { content: { body: string } } }>('/api/sites/by-path/hinter-der-api');
    expect(res.status).toBe(200);
    expect(res.body.data.content.body).toBe('<p>Text</p><a>x</a>');
  });

  it('refuses unsafe navigation targets and accepts safe ones', async () => {
    const refused = await send<Failure>('POST', '/api/navigations', {
      identifier: 'probe',
      name: 'Probe',
      items: [
        { type: 'link', target: 'https://www.example.at', label: 'Gut' },
        { type: 'link', target: 'java\tscript:alert(1)', label: 'Böse' },
        { type: 'site', target: 'x', label: 'Kind', children: [{ type: 'link', target: 'vbscript:x', label: 'K' }] },
      ],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.map((e) => [e.field, e.message])).toEqual([
      ['items.1.target', invalidUrl],
      ['items.2.children.0.target', invalidUrl],
    ]);
    expect(await app.db.selectFrom('navigations').where('identifier', '=', 'probe').select('id').execute()).toEqual([]);
    const accepted = await send('POST', '/api/navigations', {
      identifier: 'probe',
      name: 'Probe',
      items: [
        { type: 'home', target: null, label: 'Start' },
        { type: 'link', target: 'mailto:office@example.at', label: 'Mail' },
        { type: 'site', target: 'ueber-uns', label: 'Über uns' },
      ],
    });
    expect(accepted.status).toBe(201);
  });

  it('config: unsafe URLs and legal-text links refused, raw HTML removed from legal texts, logo public', async () => {
    const before = await app.request<{ data: Record<string, unknown> }>('/api/config', withSession(admin, 'GET'));
    for (const [field, value] of [
      ['website', 'javascript:alert(1)'],
      ['imprint', 'data:text/html,x'],
      ['imprintText', '# Impressum\n\n[Klick](javascript:alert(1))'],
    ] as const) {
      const res = await send<Failure>('POST', '/api/config', { [field]: value });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([expect.objectContaining({ field, message: invalidUrl })]);
    }
    const unchanged = await app.request<{ data: Record<string, unknown> }>('/api/config', withSession(admin, 'GET'));
    expect(unchanged.body.data.version).toBe(before.body.data.version);

    const saved = await send<{ data: Record<string, unknown> }>('POST', '/api/config', {
      privacyPolicyText: '# Datenschutz\n\n<script>alert(1)</script>Text <img src=x onerror=alert(1)>& mehr',
      logo: { id: 300, version: 1, extension: 'jpg', alt: 'Logo' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.privacyPolicyText).toBe('# Datenschutz\n\nText & mehr');
    const visitor = await app.request<{ data: Record<string, unknown> }>('/api/config');
    expect(visitor.body.data.logo).toEqual({ id: 300, version: 1, extension: 'jpg', alt: 'Logo' });
  });
});
