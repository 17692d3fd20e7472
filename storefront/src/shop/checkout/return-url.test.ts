import { createApiClient } from '@bestell/api-client';
import { describe, expect, it } from 'vitest';
import { allowedReturnUrl } from './return-url';

const placed = { uid: 'u1', hash: 'h1' };

function clientAnswering(status: number, body: unknown) {
  return createApiClient({
    baseUrl: 'http://shop.test',
    fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  });
}

describe('return URL after a handed-off checkout (issue 15, contract 4)', () => {
  it('goes back to an allowed origin with uid and hash set, keeping its own query', async () => {
    const client = clientAnswering(200, { data: ['https://baeckerei.example'] });
    expect(await allowedReturnUrl(client, 'https://baeckerei.example/danke?x=1', placed)).toBe(
      'https://baeckerei.example/danke?x=1&uid=u1&hash=h1',
    );
  });

  it('refuses an origin not on the list, other schemes, garbage and an unreadable list', async () => {
    const client = clientAnswering(200, { data: ['https://baeckerei.example'] });
    expect(await allowedReturnUrl(client, 'https://evil.example/danke', placed)).toBeNull();
    expect(await allowedReturnUrl(client, 'https://baeckerei.example.evil.example/', placed)).toBeNull();
    expect(await allowedReturnUrl(client, 'javascript:alert(1)', placed)).toBeNull();
    expect(await allowedReturnUrl(client, 'not a url', placed)).toBeNull();
    expect(await allowedReturnUrl(client, null, placed)).toBeNull();
    expect(
      await allowedReturnUrl(clientAnswering(404, { errors: [] }), 'https://baeckerei.example/', placed),
    ).toBeNull();
  });
});
