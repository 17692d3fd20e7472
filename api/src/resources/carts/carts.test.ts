import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

interface CartAnswer {
  data: { token: string | null; items: { product: number; amount: string }[] };
}

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const twoRolls = { items: [{ product: 8, amount: '2', unit: 'Stk.', parts: [] }] };
const cookieOf = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith('cart_token=')) ?? null;

/** A cart stored the way a widget stores it: PUT with the token in the header, no cookie. */
async function widgetCart(token: string): Promise<void> {
  const res = await app.request<CartAnswer>('/api/carts/wien-mariahilf', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Cart-Token': token },
    body: JSON.stringify(twoRolls),
  });
  expect(res.status).toBe(200);
  expect(res.body.data.token).toBe(token);
}

describe('cart hand-off: POST /api/carts/adopt (issue 15, contract 4)', () => {
  it('adopts the token of a stored cart as the httpOnly cookie; that cookie then reads the same cart', async () => {
    const token = 'a'.repeat(43);
    await widgetCart(token);
    const adopt = await app.request('/api/carts/adopt', { method: 'POST', headers: { 'X-Cart-Token': token } });
    expect(adopt.status).toBe(204);
    const cookie = cookieOf(adopt.headers);
    expect(cookie).toContain(`cart_token=${token}`);
    expect(cookie?.toLowerCase()).toContain('httponly');
    expect(cookie).toContain('path=/api/carts');

    const read = await app.request<CartAnswer>('/api/carts/wien-mariahilf', {
      headers: { Cookie: `cart_token=${token}` },
    });
    expect(read.body.data.items).toEqual([expect.objectContaining({ product: 8, amount: '2' })]);
  });

  it('refuses an unknown token, a malformed one and a token only in the cookie with 404, setting no cookie', async () => {
    const unknown = await app.request('/api/carts/adopt', {
      method: 'POST',
      headers: { 'X-Cart-Token': 'b'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(cookieOf(unknown.headers)).toBeNull();

    const malformed = await app.request('/api/carts/adopt', {
      method: 'POST',
      headers: { 'X-Cart-Token': 'not a token; path=/' },
    });
    expect(malformed.status).toBe(404);
    expect(cookieOf(malformed.headers)).toBeNull();

    const token = 'c'.repeat(43);
    await widgetCart(token);
    const cookieOnly = await app.request('/api/carts/adopt', {
      method: 'POST',
      headers: { Cookie: `cart_token=${token}` },
    });
    expect(cookieOnly.status).toBe(404);
  });
});
