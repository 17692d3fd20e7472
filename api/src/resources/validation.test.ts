import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { signInAs, type TestSession, withSession } from '../infrastructure/auth/test-session.js';

interface Errors {
  errors: { message: string; field?: string; code: string }[];
}

const blank = 'Dieser Wert sollte nicht leer sein.';
const unexpected = 'Dieses Feld wurde nicht erwartet.';
const notUnique = 'Dieser Wert ist bereits vorhanden.';
const invalidChoice = 'Sie haben einen ungültigen Wert ausgewählt.';
const tooBig = (min: number) => `Dieser Wert sollte zwischen ${min} und 2147483647 liegen.`;

describe('staff bodies are validated strictly, with German messages per field (422)', () => {
  let app: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app);
  });
  afterAll(() => app.close());

  const post = (resource: string, body: unknown) =>
    app.request<Errors>(`/api/${resource}`, withSession(admin, 'POST', body));

  it('an empty branch names every missing field', async () => {
    const res = await post('branches', {});
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { message: blank, field: 'identifier', code: 'invalid_type' },
      { message: blank, field: 'name', code: 'invalid_type' },
    ]);
  });

  it.each([
    ['branches', { identifier: 'neu', name: 'Neu', geheim: 1 }, 'geheim', unexpected],
    ['branches', { identifier: 'Wien Mitte', name: 'Neu' }, 'identifier', 'Dieser Wert ist nicht gültig.'],
    [
      'branches',
      { identifier: 'neu', name: 'Neu', orderableFrom: '25:00' },
      'orderableFrom',
      'Dieser Wert entspricht keiner gültigen Zeitangabe.',
    ],
    [
      'branches',
      { identifier: 'neu', name: 'x'.repeat(256) },
      'name',
      'Diese Zeichenkette ist zu lang. Sie sollte höchstens 255 Zeichen haben.',
    ],
    [
      'branches',
      { identifier: 'neu', name: 'Neu', email: 'keine-adresse' },
      'email',
      'Dieser Wert ist keine gültige E-Mail-Adresse.',
    ],
    ['branches', { identifier: 'neu', name: 'Neu', country: 'FR' }, 'country', invalidChoice],
    [
      'branches',
      { identifier: 'neu', name: 'Neu', openingHours: [{ type: 'once', from: '08:00', to: '12:00' }] },
      'openingHours.0.date',
      blank,
    ],
    ['devices', { branchId: 1, identifier: 'drucker', name: 'Drucker', type: 'fax' }, 'type', invalidChoice],
    ['redirects', { path: 'alt', target: 'javascript:alert(1)' }, 'target', 'Dieser Wert ist keine gültige URL.'],
    ['redirects', { path: 'alt', target: '//evil.example/login' }, 'target', 'Dieser Wert ist keine gültige URL.'],
    ['redirects', { path: 'alt', target: '/\\evil.example/login' }, 'target', 'Dieser Wert ist keine gültige URL.'],
    [
      'menus',
      { name: 'Karte', availableFrom: '2026-13-40' },
      'availableFrom',
      'Dieser Wert entspricht keiner gültigen Datums- und Zeitangabe.',
    ],
    ['products', { uid: 'p-1', name: 'Brot', price: 3.2 }, 'price', 'Dieser Wert ist nicht gültig.'],
    ['products', { uid: 'p-1', name: 'Brot', price: '3,20' }, 'price', 'Dieser Wert ist keine gültige Menge.'],
    [
      'image-templates',
      { identifier: 'story', name: 'Story', width: 0, height: 10 },
      'width',
      'Dieser Wert sollte größer als 0 sein.',
    ],
    ['tables', { branchId: 1, identifier: 'T1', seats: 1.5 }, 'seats', 'Dieser Wert sollte eine ganze Zahl sein.'],
    [
      'users',
      { username: 'neu', firstName: 'N', lastName: 'N', roles: ['ROLE_EMPLOYEE'], password: 'kurz' },
      'password',
      'Diese Zeichenkette ist zu kurz. Sie sollte mindestens 8 Zeichen haben.',
    ],
    [
      'users',
      { username: 'neu', firstName: 'N', lastName: 'N', roles: [], password: 'lang-genug' },
      'roles',
      'Diese Sammlung sollte mindestens ein Element enthalten.',
    ],
    [
      'customers',
      { firstName: 'Maria', lastName: 'Muster', email: 'maria@' },
      'email',
      'Dieser Wert ist keine gültige E-Mail-Adresse.',
    ],
    // Numbers too large for an integer column are refused on their field with the range, not by the database.
    ['tables', { branchId: 2, identifier: 'T1', seats: 99999999999 }, 'seats', tooBig(1)],
    ['donatees', { name: 'Tafel', position: 99999999999 }, 'position', tooBig(0)],
    ['divisions', { identifier: 'neu', name: 'Neu', position: 2147483648 }, 'position', tooBig(0)],
    ['departments', { branchId: 1, name: 'Küche', position: 99999999999 }, 'position', tooBig(0)],
    ['tables', { branchId: 99999999999, identifier: 'T1' }, 'branchId', 'Dieser Wert ist nicht gültig.'],
    [
      'branches',
      { identifier: 'neu', name: 'Neu', divisionId: 99999999999 },
      'divisionId',
      'Dieser Wert ist nicht gültig.',
    ],
  ])('POST /api/%s %j → %s: %s', async (resource, body, field, message) => {
    const res = await post(resource, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field, message }));
  });

  it('a bad redirect target gets its message once; a site path and an absolute https target are kept', async () => {
    const bad = await post('redirects', { path: 'alt', target: 'javascript:alert(1)' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.filter((e) => e.field === 'target')).toHaveLength(1);
    expect((await post('redirects', { path: 'alt-intern', target: '/ueber-uns' })).status).toBe(201);
    expect((await post('redirects', { path: 'alt-extern', target: 'https://www.example.at/sommer' })).status).toBe(201);
    const stored = await app.db
      .selectFrom('redirects')
      .select('path')
      .where('path', 'in', ['alt', 'alt-intern'])
      .execute();
    expect(stored.map((row) => row.path)).toEqual(['alt-intern']);
  });

  it('a body that is not JSON at all is a 400 with a German message, not a 500', async () => {
    const res = await app.request<Errors>('/api/tags', {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.message).toBe('Die Anfrage konnte nicht verarbeitet werden.');
  });
});

describe('database constraint violations become 409 or 422 with their field, never 500', () => {
  let app: TestApp;
  let admin: TestSession;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app);
  });
  afterAll(() => app.close());

  const send = (method: string, url: string, body?: unknown) =>
    app.request<Errors>(url, withSession(admin, method, body));

  it('a duplicate identifier is 409 "not unique" on the identifier', async () => {
    const res = await send('POST', '/api/branches', { identifier: 'wien-mariahilf', name: 'Zweimal' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ errors: [{ message: notUnique, field: 'identifier', code: 'not_unique' }] });
  });

  it('a duplicate within a branch names the changeable column, not the branch', async () => {
    await send('POST', '/api/tables', { branchId: 2, identifier: 'T-doppelt' });
    const res = await send('POST', '/api/tables', { branchId: 2, identifier: 'T-doppelt' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ errors: [{ message: notUnique, field: 'identifier', code: 'not_unique' }] });
    const otherBranch = await send('POST', '/api/tables', { branchId: 3, identifier: 'T-doppelt' });
    expect(otherBranch.status).toBe(201);
  });

  it('usernames are unique regardless of case', async () => {
    const res = await send('POST', '/api/users', {
      username: 'ADMIN',
      firstName: 'Zweiter',
      lastName: 'Admin',
      roles: ['ROLE_ADMIN'],
      password: 'lang-genug',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ errors: [{ message: notUnique, field: 'username', code: 'not_unique' }] });
  });

  it('a PUT that collides with another row is a 409 and leaves the row as it was', async () => {
    const res = await send('PUT', '/api/tags/2', { name: 'Bio' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ errors: [{ message: notUnique, field: 'name', code: 'not_unique' }] });
    const tag = await app.request<{ data: { name: string } }>('/api/tags/2', { headers: admin.headers });
    expect(tag.body.data.name).toBe('Vegan');
  });

  it('a reference to a missing row is 422 "invalid choice" on that field', async () => {
    const product = await send('POST', '/api/products', {
      uid: 'ohne-kategorie',
      name: 'Brot',
      price: '1',
      categoryId: 9999,
    });
    expect(product.status).toBe(422);
    expect(product.body).toEqual({ errors: [{ message: invalidChoice, field: 'categoryId', code: 'invalid_choice' }] });
    const device = await send('POST', '/api/devices', { branchId: 9999, identifier: 'irgendwo', name: 'Drucker' });
    expect(device.status).toBe(422);
    expect(device.body).toEqual({ errors: [{ message: invalidChoice, field: 'branchId', code: 'invalid_choice' }] });
  });

  it('a missing branch in a menu is 422 on `branches`, and nothing is written', async () => {
    const res = await send('POST', '/api/menus', {
      name: 'Geisterkarte',
      availableFrom: '2026-01-01T00:00:00.000Z',
      branches: [{ id: 9999 }],
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: [{ message: invalidChoice, field: 'branches', code: 'invalid_choice' }] });
    const menus = await app.request<{ data: unknown[] }>('/api/menus?name=Geisterkarte', { headers: admin.headers });
    expect(menus.body.data).toEqual([]);
  });

  it('deleting a product a bundle still contains is 409 "still referenced"', async () => {
    const res = await send('DELETE', '/api/products/8');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      errors: [{ message: 'Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden.', code: 'referenced' }],
    });
    expect((await app.request('/api/products/8', { headers: admin.headers })).status).toBe(200);
  });
});
