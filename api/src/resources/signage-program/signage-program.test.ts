import { regionStreamAt, type SignageProgram } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { openEventStream } from '../../infrastructure/events/test-sse.js';
import type { Envelope } from '../orders/test-fixtures.js';
import { asScreen, pairSeededScreen } from './test-kit.js';

let app: TestApp;
let admin: TestSession;
const clock = Date.parse('2026-11-27T08:00:00Z'); // Friday 09:00 in Vienna
let partnerKey: string;
let ownKey: string;

async function programOf(key: string): Promise<SignageProgram> {
  const res = await app.request<Envelope<SignageProgram>>('/api/digital-signage/self/program', asScreen(key));
  expect(res.status).toBe(200);
  return res.body.data;
}

const slidesOf = (program: SignageProgram, streamId: number) =>
  program.streams.find((stream) => stream.id === streamId)?.slides ?? [];

let testStreamId: number;

beforeAll(async () => {
  app = await createTestApp({ now: () => new Date(clock) });
  admin = await signInAs(app);
  // Branch 1 (F-001) stays a partner; branch 2 becomes an own branch (no identification number).
  await app.db.updateTable('branches').set({ identificationNumber: null }).where('id', '=', 2).execute();
  const content = (scope: string, resellingPrice: string | null) =>
    JSON.stringify({
      scope,
      resellingPrice,
      category: null,
      allergens: '<p>Gluten<script>x()</script></p>',
      duration: null,
    });
  await app.db
    .updateTable('products')
    .set({ content: content('branches', null) })
    .where('id', '=', 8)
    .execute();
  await app.db
    .updateTable('products')
    .set({ content: content('partners', '0.95'), price: '0.70' })
    .where('id', '=', 9)
    .execute();
  await app.db.updateTable('products').set({ isEnabled: false }).where('id', '=', 11).execute();
  await app.db.updateTable('products').set({ isPublic: false }).where('id', '=', 12).execute();
  const stream = await app.request<Envelope<{ id: number }>>(
    '/api/digital-signage-streams',
    withSession(admin, 'POST', { name: 'Gebäck', slides: [{ type: 'category', categoryId: 2 }] }),
  );
  expect(stream.status).toBe(201);
  testStreamId = stream.body.data.id;
  const segment = await app.request(
    '/api/digital-signage-segments',
    withSession(admin, 'POST', { name: 'Gebäck am Samstag', streamId: testStreamId, weekdays: [6], priority: 50 }),
  );
  expect(segment.status).toBe(201);
  partnerKey = await pairSeededScreen(app, admin, 'tv-wien-mariahilf');
  ownKey = await pairSeededScreen(app, admin, 'tv-graz-herrengasse');
});
afterAll(() => app.close());

describe('GET /api/digital-signage/self/program (issue 29)', () => {
  it('refuses callers without a screen credential', async () => {
    expect((await app.request('/api/digital-signage/self/program')).status).toBe(401);
    expect((await app.request('/api/digital-signage/self/program', asScreen('dc_1_nope'))).status).toBe(401);
    expect((await app.request('/api/digital-signage/self/program', withSession(admin, 'GET'))).status).toBe(401);
  });

  it('gives a partner screen the reselling price and never a branches-scoped product', async () => {
    const program = await programOf(partnerKey);
    expect(program.branch).toMatchObject({ id: 1, isPartner: true });
    expect(program.device.identifier).toBe('tv-wien-mariahilf');
    const slides = slidesOf(program, testStreamId);
    const ids = slides.map((slide) => slide.productId);
    expect(ids).not.toContain(8); // scope 'branches'
    expect(ids).not.toContain(11); // disabled
    expect(ids).not.toContain(12); // not public
    expect(ids).toContain(10); // a public, enabled product of the same category for every branch
    expect(slides.find((slide) => slide.productId === 9)?.priceText).toBe('0,95\u00a0€');
    expect(slides.find((slide) => slide.productId === 9)?.allergensHtml).toBe('<p>Gluten</p>');
  });

  it('never gives an own branch a partners-scoped product, and shows its own price', async () => {
    const program = await programOf(ownKey);
    expect(program.branch).toMatchObject({ id: 2, isPartner: false });
    const slides = slidesOf(program, testStreamId);
    expect(slides.map((slide) => slide.productId)).not.toContain(9);
    expect(slides.find((slide) => slide.productId === 8)?.priceText).toMatch(/^\d+,\d\d\u00a0€$/);
  });

  it('shows a price change in the next program', async () => {
    const before = slidesOf(await programOf(ownKey), testStreamId).find((slide) => slide.productId === 8);
    await app.db.updateTable('products').set({ price: '0.77' }).where('id', '=', 8).execute();
    expect(before?.priceText).not.toBe('0,77\u00a0€');
    // The database's change event drops the cached program (at once on PGlite, within moments on PostgreSQL).
    const priceOf = async () =>
      slidesOf(await programOf(ownKey), testStreamId).find((s) => s.productId === 8)?.priceText;
    expect(await eventually(async () => (await priceOf()) === '0,77\u00a0€', 3000)).toBe(true);
  });

  it('carries the scene and segments; the main region switches from breakfast to the daily offer at 10:30', async () => {
    const program = await programOf(ownKey);
    expect(program.scene.layout).toBe('ticker');
    expect(regionStreamAt(program, 'ticker', clock)).toBe(3);
    const at = (iso: string) => regionStreamAt(program, 'main', Date.parse(iso));
    expect(at('2026-11-27T09:29:00Z')).toBe(1); // Friday 10:29 CET: Frühstück
    expect(at('2026-11-27T09:30:00Z')).toBe(2); // 10:30: Tagesangebot
    expect(at('2026-11-28T08:29:00Z')).toBe(testStreamId); // a Saturday: the Saturday segment outranks
    expect(at('2026-03-29T08:29:00Z')).toBe(1); // spring DST day, 10:29 CEST
    expect(at('2026-03-29T08:30:00Z')).toBe(2); // 10:30 CEST
    expect(at('2026-10-25T09:29:00Z')).toBe(1); // autumn DST day, 10:29 CET
    expect(at('2026-10-25T09:30:00Z')).toBe(2); // 10:30 CET
    expect(program.media.length).toBeGreaterThan(0);
    expect(program.media.every((url) => url.startsWith('/'))).toBe(true);
  });

  it('renders a template slide for the screen only (device credential), kept per template version', async () => {
    const template = await app.db
      .insertInto('imageTemplates')
      .values({
        identifier: 'tv-angebot',
        name: 'Angebot',
        width: 320,
        height: 180,
        background: '#b22222',
        layers: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stream = await app.request<Envelope<{ id: number }>>(
      '/api/digital-signage-streams',
      withSession(admin, 'POST', {
        name: 'Vorlage',
        slides: [{ type: 'template', imageTemplateId: template.id, duration: 5 }],
      }),
    );
    const scene = await app.request<Envelope<{ id: number }>>(
      '/api/scenes',
      withSession(admin, 'POST', {
        path: 'vorlage',
        name: 'Vorlage',
        regions: [{ name: 'main', streamId: stream.body.data.id }],
      }),
    );
    await app.db
      .updateTable('digitalSignageDevices')
      .set({ sceneId: scene.body.data.id })
      .where('identifier', '=', 'tv-graz-herrengasse')
      .execute();
    const program = await programOf(ownKey);
    const [slide] = slidesOf(program, stream.body.data.id);
    expect(slide).toMatchObject({ type: 'template', title: 'Angebot', duration: 5 });
    const url = slide?.images[0] ?? '';
    expect(program.media).toContain(url);
    const png = await fetch(`${app.url}${url}`, asScreen(ownKey));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // 'PNG'
    expect((await fetch(`${app.url}${url}`)).status).toBe(401);
    expect(
      (await fetch(`${app.url}/api/digital-signage/self/image-templates/99999/image.png`, asScreen(ownKey))).status,
    ).toBe(404);
  });

  it('sends program-changed to the screens when a stream, segment or scene changes', async () => {
    const events = await openEventStream(`${app.url}/api/digital-signage/self/events`, { 'X-Device-Key': partnerKey });
    try {
      const initial = await events.settle(300);
      const saved = await app.request(
        `/api/digital-signage-segments/1`,
        withSession(admin, 'PUT', { name: 'Frühstück bis 11:00', streamId: 1, toTime: '11:00', priority: 10 }),
      );
      expect(saved.status).toBe(200);
      const arrived = await events.waitFor(initial.length + 1, 5000);
      expect(arrived.slice(initial.length).map((event) => event.event)).toContain('program-changed');
      const program = await programOf(partnerKey);
      expect(program.segments.find((segment) => segment.streamId === 1)?.toTime).toBe('11:00');
    } finally {
      events.close();
    }
  });

  it('answers the new scene at once after the screen was switched (the cache is keyed by the screen)', async () => {
    const before = await programOf(ownKey);
    const other = await app.db
      .selectFrom('scenes')
      .select('id')
      .where('id', '!=', before.scene.id ?? -1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // Written as the scene command does, before any catalog change could reach the cache.
    await app.db
      .updateTable('digitalSignageDevices')
      .set({ sceneId: other.id })
      .where('identifier', '=', 'tv-graz-herrengasse')
      .execute();
    expect((await programOf(ownKey)).scene.id).toBe(other.id);
  });

  // The cache's rules (one build until the catalog, the screen or the time moves on) are tested in cache.test.ts;
  // timings are only printed here (a timed comparison failed on a loaded CI machine).
  it('answers the demo program after a catalog change, and the same program again from the cache', async () => {
    await app.db.updateTable('products').set({ price: '0.78' }).where('id', '=', 8).execute();
    const t0 = performance.now();
    const built = await programOf(partnerKey);
    const buildMs = performance.now() - t0;
    const t1 = performance.now();
    const cached = await programOf(partnerKey);
    const cachedMs = performance.now() - t1;
    console.info(`signage program on the demo data: built ${buildMs.toFixed(1)} ms, cached ${cachedMs.toFixed(1)} ms`);
    expect(built.streams.length).toBeGreaterThan(0);
    expect(cached).toEqual(built);
  });
});
