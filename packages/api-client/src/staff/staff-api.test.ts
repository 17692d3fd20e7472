import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import { createApiClient } from '../client.js';
import { createStaffApi } from './staff-api.js';

interface Call {
  url: string;
  headers: Record<string, string>;
  method: string | undefined;
  body: unknown;
}

function recordingClient(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: Call[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    calls.push({
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>) },
      method: init?.method,
      body: init?.body,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  return { calls, client: createApiClient({ baseUrl: '', fetch: fetchFn }) };
}

describe('createStaffApi', () => {
  it('sends the CSRF token and the loaded version on a save', async () => {
    const { calls, client } = recordingClient(200, { data: { id: 7, version: 4 } });
    const api = createStaffApi(client, 'csrf-1');

    await expect(api.put('/products/7', { name: 'Semmel' }, { ifMatch: 3 })).resolves.toEqual({ id: 7, version: 4 });
    expect(calls[0]).toMatchObject({ url: '/api/products/7', method: 'PUT', body: '{"name":"Semmel"}' });
    expect(calls[0]?.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(calls[0]?.headers['If-Match']).toBe('3');
  });

  it('sends no If-Match without a version and no CSRF header on reads', async () => {
    const { calls, client } = recordingClient(200, { data: [] });
    const api = createStaffApi(client, 'csrf-1');

    await api.post('/orders/1/acknowledge');
    await api.get('/orders/current');
    expect(calls[0]?.headers['If-Match']).toBeUndefined();
    expect(calls[0]?.headers['X-CSRF-Token']).toBe('csrf-1');
    expect(calls[1]?.headers['X-CSRF-Token']).toBeUndefined();
  });

  it('reads a page total from meta, else from X-Total-Count, else the row count', async () => {
    const withMeta = recordingClient(200, { data: [{ id: 1 }], meta: { page: 1, limit: 50, total: 120 } });
    await expect(createStaffApi(withMeta.client, undefined).list('/orders')).resolves.toEqual({
      rows: [{ id: 1 }],
      total: 120,
    });
    const withHeader = recordingClient(200, { data: [{ id: 1 }, { id: 2 }] }, { 'X-Total-Count': '37' });
    await expect(createStaffApi(withHeader.client, undefined).list('/products')).resolves.toMatchObject({ total: 37 });
    const bare = recordingClient(200, { data: [{ id: 1 }, { id: 2 }] });
    await expect(createStaffApi(bare.client, undefined).list('/tags')).resolves.toMatchObject({ total: 2 });
  });

  it('throws the API error of a refused save with its German message', async () => {
    const message = 'Dieser Eintrag wurde inzwischen von jemand anderem geändert.';
    const { client } = recordingClient(409, { errors: [{ code: 'conflict', message }] });
    const failure = createStaffApi(client, 'csrf').put('/tags/1', { name: 'x' }, { ifMatch: 1 });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, message });
  });
});

describe('createStaffApi delete', () => {
  it('takes a 204 without a body as success', async () => {
    const fetchFn: typeof fetch = async () => new Response(null, { status: 204 });
    const api = createStaffApi(createApiClient({ baseUrl: '', fetch: fetchFn }), 'csrf');
    await expect(api.delete('/users/3')).resolves.toBeUndefined();
  });
});
