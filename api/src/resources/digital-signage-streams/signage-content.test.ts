import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import type { Envelope } from '../orders/test-fixtures.js';

interface Failure {
  errors: { message: string; field?: string; code: string }[];
}

let app: TestApp;
let admin: TestSession;
let employee: TestSession;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
});
afterAll(() => app.close());

const count = async (table: 'digitalSignageStreams' | 'digitalSignageSegments' | 'scenes') =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('signage streams, segments and scenes (issue 29.2/29.3)', () => {
  it('refuses a slide that points at nothing, on its field in German, and stores nothing', async () => {
    const before = await count('digitalSignageStreams');
    const res = await app.request<Failure>(
      '/api/digital-signage-streams',
      withSession(admin, 'POST', {
        name: 'Kaputt',
        slides: [
          { type: 'product', productId: 1 },
          { type: 'product', productId: 99999 },
          { type: 'block', blockId: 4242, duration: 5 },
        ],
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { message: 'Der gewählte Eintrag existiert nicht.', field: 'slides.1.productId', code: 'invalid_choice' },
      { message: 'Der gewählte Eintrag existiert nicht.', field: 'slides.2.blockId', code: 'invalid_choice' },
    ]);
    expect(await count('digitalSignageStreams')).toBe(before);
  });

  it('refuses a segment of an unknown stream and a scene region without a stream', async () => {
    const segment = await app.request<Failure>(
      '/api/digital-signage-segments',
      withSession(admin, 'POST', { name: 'Ins Leere', streamId: 99999 }),
    );
    expect(segment.status).toBe(422);
    expect(segment.body.errors[0]).toMatchObject({
      field: 'streamId',
      message: 'Sie haben einen ungültigen Wert ausgewählt.',
    });
    const scene = await app.request<Failure>(
      '/api/scenes',
      withSession(admin, 'POST', {
        path: 'leer',
        name: 'Leer',
        layout: 'split',
        regions: [
          { name: 'main', streamId: 1 },
          { name: 'side', streamId: 99999 },
        ],
      }),
    );
    expect(scene.status).toBe(422);
    expect(scene.body.errors).toEqual([
      { message: 'Dieser Stream existiert nicht.', field: 'regions.1.streamId', code: 'invalid_choice' },
    ]);
    expect(
      await app.db.selectFrom('scenes').select('id').where('path', '=', 'leer').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('keeps a stream a segment or a scene still plays (409), and deletes it once unused', async () => {
    const made = await app.request<Envelope<{ id: number }>>(
      '/api/digital-signage-streams',
      withSession(admin, 'POST', { name: 'Kurz', slides: [] }),
    );
    const id = made.body.data.id;
    const scene = await app.request<Envelope<{ id: number }>>(
      '/api/scenes',
      withSession(admin, 'POST', { path: 'kurz', name: 'Kurz', regions: [{ name: 'main', streamId: id }] }),
    );
    expect(scene.status).toBe(201);
    const byScene = await app.request<Failure>(`/api/digital-signage-streams/${id}`, withSession(admin, 'DELETE'));
    expect(byScene.status).toBe(409);
    expect(byScene.body.errors[0]?.message).toBe(
      'Dieser Stream wird noch von einem Segment oder einer Szene verwendet.',
    );
    expect((await app.request('/api/scenes/by-path/kurz', withSession(admin, 'GET'))).status).toBe(200);
    expect((await app.request(`/api/scenes/${scene.body.data.id}`, withSession(admin, 'DELETE'))).status).toBe(204);
    const segment = await app.request<Envelope<{ id: number }>>(
      '/api/digital-signage-segments',
      withSession(admin, 'POST', { name: 'Kurz', streamId: id }),
    );
    const bySegment = await app.request<Failure>(`/api/digital-signage-streams/${id}`, withSession(admin, 'DELETE'));
    expect(bySegment.status).toBe(409);
    expect(bySegment.body.errors[0]?.message).toBe(
      'Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden.',
    );
    await app.request(`/api/digital-signage-segments/${segment.body.data.id}`, withSession(admin, 'DELETE'));
    expect((await app.request(`/api/digital-signage-streams/${id}`, withSession(admin, 'DELETE'))).status).toBe(204);
  });

  it('filters segments by device, group and stream; employees read but never write', async () => {
    const screen = await app.db
      .selectFrom('digitalSignageDevices')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const own = await app.request<Envelope<{ id: number }>>(
      '/api/digital-signage-segments',
      withSession(admin, 'POST', { name: 'Nur hier', streamId: 2, deviceId: screen.id }),
    );
    expect(own.status).toBe(201);
    const grouped = await app.request<Envelope<{ id: number }>>(
      '/api/digital-signage-segments',
      withSession(admin, 'POST', { name: 'Schaufenster', streamId: 3, groupName: 'Fenster' }),
    );
    const ids = async (query: string) =>
      (
        await app.request<Envelope<{ id: number }[]>>(
          `/api/digital-signage-segments?${query}`,
          withSession(employee, 'GET'),
        )
      ).body.data.map((s) => s.id);
    expect(await ids(`deviceId=${screen.id}`)).toEqual([own.body.data.id]);
    expect(await ids('groupName=Fenster')).toEqual([grouped.body.data.id]);
    expect(await ids('streamId=3')).toEqual([grouped.body.data.id]);
    const refused = await app.request(
      '/api/digital-signage-segments',
      withSession(employee, 'POST', { name: 'X', streamId: 1 }),
    );
    expect(refused.status).toBe(403);
    expect((await app.request('/api/scenes')).status).toBe(401);
    // The CMS reference field of target 'scene' lists scenes with this request (storefront reference-field.tsx).
    const picker = await app.request<Envelope<{ id: number; name: string; path: string }[]>>(
      '/api/scenes?limit=1000',
      withSession(employee, 'GET'),
    );
    expect(picker.body.data.map((scene) => [scene.name, scene.path])).toEqual([
      ['Schaufenster', 'schaufenster'],
      ['Theke mit Preisband', 'theke'],
    ]);
  });
});
