import { expect } from 'vitest';
import type { TestApp } from '../../../test/helpers.js';
import { type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import type { Envelope } from '../orders/test-fixtures.js';

/** Pairs the seeded screen 'tv-<branch identifier>' (its pairing code, redeemed like a desk's) and returns its key. */
export async function pairSeededScreen(app: TestApp, admin: TestSession, identifier: string): Promise<string> {
  const screen = await app.db
    .selectFrom('digitalSignageDevices')
    .select('id')
    .where('identifier', '=', identifier)
    .executeTakeFirstOrThrow();
  const code = await app.request<Envelope<{ code: string }>>(
    `/api/digital-signage-devices/${screen.id}/pair`,
    withSession(admin, 'POST'),
  );
  expect(code.status).toBe(201);
  const redeemed = await app.request<Envelope<{ credential: string }>>('/api/devices/pairings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: code.body.data.code }),
  });
  expect(redeemed.status).toBe(201);
  return redeemed.body.data.credential;
}

export function asScreen(key: string): RequestInit {
  return { headers: { 'X-Device-Key': key } };
}
