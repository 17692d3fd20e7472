import { sanitizeRichText } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoAdmin, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';

interface Site {
  id: number;
  path: string;
  type: string;
  name: string;
  title: string | null;
  description: string | null;
  isPublic: boolean;
  content: Record<string, unknown>;
  version: number;
}

interface Failure {
  errors: { message: string; field?: string }[];
}

// Rich text as the back-office WYSIWYG (Tiptap, storefront/src/backend/cms/fields/wysiwyg-html.ts) writes it.
const rich =
  '<h2>Brot &amp; Gebäck</h2><p>Wir <strong>backen</strong> <em>täglich</em> <u>frisch</u> <s>spät</s>.<br />Ab 6 Uhr.</p>' +
  '<ul><li><p>Semmel</p></li></ul><ol><li><p>Kornspitz</p></li></ol><blockquote><p>Gut.</p></blockquote><hr />' +
  '<p><a href="https://example.at/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">Mehr</a> und <a href="/shop">Shop</a></p>';
const image = { id: 1, version: 1, extension: 'jpg', alt: 'Bauernbrot' };
const file = {
  id: 2,
  version: 1,
  extension: 'pdf',
  publicHash: 'abcDEF123_-',
  mimeType: 'application/pdf',
  name: 'Angebot.pdf',
};
const link = { url: '/shop', label: 'Zum Shop' };
const item = { title: 'Eintrag', text: rich, image, link };

/** Every custom_home section type of spec §2 with every field the editor offers filled in. */
const homeSections = [
  {
    type: 'hero',
    anchor: 'start',
    title: 'Brot mit Zeit',
    text: rich,
    image,
    video: { ...file, extension: 'mp4', mimeType: 'video/mp4' },
  },
  { type: 'threeColumns', title: 'Drei', text: rich, items: [item, item, item] },
  { type: 'slider', title: 'Slider', text: rich, items: [item, item], seconds: 7 },
  { type: 'parallax', title: 'Parallax', text: rich, image },
  { type: 'teaser', title: 'Teaser', text: rich, image, link },
  { type: 'offers', title: 'Angebote', text: rich, items: [{ title: 'PDF', text: rich, file, image }] },
  { type: 'iframe', title: 'Rundgang', text: rich, url: 'https://tour.example.at/3d?id=1' },
  {
    type: 'links',
    title: 'Links',
    text: rich,
    items: [{ title: 'L', text: rich, link: { url: 'tel:+43123', label: 'Anrufen' } }],
  },
  { type: 'shopTeaser', title: 'Shop', text: rich, link, productIds: [1, 2] },
];

/** Every custom_site section type. */
const subSections = [
  { type: 'heroSite', title: 'Kopf', text: rich, image, variant: 'b', anchor: 'kopf' },
  { type: 'categories', title: 'Kategorien', text: rich, items: [item] },
  {
    type: 'vacancies',
    title: 'Stellen',
    text: rich,
    items: [{ title: 'Bäcker:in', text: rich, link: { url: 'mailto:jobs@example.at' } }],
  },
  { type: 'text', title: 'Text', text: rich, variant: 'a' },
  { type: 'partner', title: 'Partner', text: rich, items: [item] },
  { type: 'parallax', title: 'Parallax', text: rich, image },
  { type: 'contactForm', title: 'Kontakt', text: rich, thankYou: rich },
];

/** Issue 24 point 1: what the site editor sends is what the API stores and answers, for every section type. */
describe('site editor ↔ API round trip', () => {
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

  it('the editor HTML is already in the allow-list notation', () => {
    expect(sanitizeRichText(rich)).toBe(rich);
  });

  it.each([
    ['custom_home', 'editor-home', homeSections],
    ['custom_site', 'editor-sub', subSections],
  ])(
    'a %s page with every section type comes back exactly as sent (create and update)',
    async (type, path, sections) => {
      const body = {
        type,
        path,
        name: 'Editor',
        title: 'Titel',
        description: 'Beschreibung',
        isPublic: false,
        content: { sections },
      };
      const created = await send<{ data: Site }>('POST', '/api/sites', body);
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject(body);
      const read = await send<{ data: Site }>('GET', `/api/sites/${created.body.data.id}`);
      expect(read.body.data.content).toEqual({ sections });

      const reordered = { ...body, isPublic: true, content: { sections: [...sections].reverse() } };
      const updated = await send<{ data: Site }>('PUT', `/api/sites/${created.body.data.id}`, reordered, {
        'If-Match': String(read.body.data.version),
      });
      expect(updated.status).toBe(200);
      expect(updated.body.data.content).toEqual(reordered.content);
      const published = await app.request<{ data: Site }>(`/api/sites/by-path/${path}`);
      expect(published.status).toBe(200);
      expect(published.body.data.content).toEqual(reordered.content);
    },
  );

  it('a default page keeps its rich-text body as sent', async () => {
    const created = await send<{ data: Site }>('POST', '/api/sites', {
      type: 'default',
      path: 'editor-text',
      name: 'Text',
      content: { body: rich },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.content).toEqual({ body: rich });
  });

  it.each([
    [
      'an iframe over http',
      { type: 'iframe', url: 'http://tour.example.at' },
      'content.sections.0.url',
      'Dieser Wert ist keine gültige URL.',
    ],
    ['an iframe without address', { type: 'iframe' }, 'content.sections.0.url', 'Dieser Wert ist nicht gültig.'],
    ['a slider of 0 seconds', { type: 'slider', items: [], seconds: 0 }, 'content.sections.0.seconds', null],
    ['four columns', { type: 'threeColumns', items: [{}, {}, {}, {}] }, 'content.sections.0.items', null],
    ['a sub-page section on a home page', { type: 'vacancies', items: [] }, 'content.sections.0.type', null],
  ])(
    'refuses %s with a German error on the editor field’s path and stores nothing',
    async (_case, section, field, message) => {
      const res = await send<Failure>('POST', '/api/sites', {
        type: 'custom_home',
        path: 'editor-refused',
        name: 'Abgelehnt',
        content: { sections: [section] },
      });
      expect(res.status).toBe(422);
      const error = res.body.errors.find((entry) => entry.field === field);
      expect(error).toBeDefined();
      if (message) expect(error?.message).toBe(message);
      expect(error?.message).toMatch(/^[A-ZÄÖÜ].*\.$/);
      const stored = await app.db.selectFrom('sites').select('id').where('path', '=', 'editor-refused').execute();
      expect(stored).toEqual([]);
    },
  );

  it('lists by type, draft/public and name with paging and the total', async () => {
    type List = { data: Site[] };
    const drafts = await send<List>('GET', '/api/sites?isPublic=false&limit=100');
    expect(drafts.body.data.length).toBeGreaterThan(0);
    expect(drafts.body.data.every((site) => !site.isPublic)).toBe(true);
    const homes = await send<List>('GET', '/api/sites?type=custom_home&sort=path&limit=100');
    expect(homes.body.data.every((site) => site.type === 'custom_home')).toBe(true);
    const named = await send<List>('GET', '/api/sites?name=start');
    expect(named.body.data.map((site) => site.name)).toContain('Startseite');
    const page = await send<List>('GET', '/api/sites?sort=path&limit=2&offset=1');
    expect(page.body.data).toHaveLength(2);
    expect(Number(page.headers.get('X-Total-Count'))).toBeGreaterThan(2);
  });
});
