import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.js';
import { createApiClient } from './client.js';

interface Call {
  url: string;
  init: RequestInit | undefined;
}

function fakeFetch(status: number, body: string) {
  const calls: Call[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetchFn };
}

describe('createApiClient', () => {
  it('calls /api/branches below the base URL and unwraps data', async () => {
    const branches = [{ id: 1, identifier: 'wien-1', name: 'Wien Mitte' }];
    const { calls, fetchFn } = fakeFetch(200, JSON.stringify({ data: branches }));
    const client = createApiClient({ baseUrl: 'http://example.test/', fetch: fetchFn });

    await expect(client.getBranches()).resolves.toEqual(branches);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('http://example.test/api/branches');
    expect(calls[0]?.init?.method).toBe('GET');
    expect(calls[0]?.init?.body).toBeUndefined();
  });

  it('unwraps the config object', async () => {
    const { calls, fetchFn } = fakeFetch(200, JSON.stringify({ data: { shopName: 'Bäckerei' } }));
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    await expect(client.getConfig()).resolves.toEqual({ shopName: 'Bäckerei' });
    expect(calls[0]?.url).toBe('/api/config');
  });

  it.each([
    ['getCategories', '/api/categories'],
    ['getProducts', '/api/products'],
    ['getMenus', '/api/menus'],
    ['getTags', '/api/tags'],
  ] as const)('%s calls %s and unwraps data', async (method, url) => {
    const { calls, fetchFn } = fakeFetch(200, JSON.stringify({ data: [{ id: 3 }] }));
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    await expect(client[method]()).resolves.toEqual([{ id: 3 }]);
    expect(calls[0]?.url).toBe(url);
  });

  it('sends an upload as multipart with the field file, without a JSON content type', async () => {
    const upload = { id: 5, version: 1, extension: 'png', mimeType: 'image/png', publicHash: 'abc' };
    const { calls, fetchFn } = fakeFetch(201, JSON.stringify({ data: upload }));
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    await expect(client.createUpload(new Blob(['x'], { type: 'image/png' }), 'torte.png')).resolves.toEqual(upload);
    expect(calls[0]?.url).toBe('/api/uploads');
    expect(calls[0]?.init?.method).toBe('POST');
    const body = calls[0]?.init?.body;
    expect(body).toBeInstanceOf(FormData);
    const file = (body as FormData).get('file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('torte.png');
    expect(new Headers(calls[0]?.init?.headers).get('Content-Type')).toBeNull();
  });

  it('sends a request body as plain JSON (only answers are wrapped in data)', async () => {
    const { calls, fetchFn } = fakeFetch(201, JSON.stringify({ data: { id: 7 } }));
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    await expect(client.request('/things', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({ id: 7 });
    expect(calls[0]?.init?.body).toBe('{"name":"x"}');
    expect(new Headers(calls[0]?.init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('asks for keepalive only when told (a save that must outlive the page)', async () => {
    const { calls, fetchFn } = fakeFetch(200, JSON.stringify({ data: {} }));
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    await client.request('/carts/default', { method: 'PUT', body: { items: [] }, keepalive: true });
    await client.request('/carts/default', { method: 'PUT', body: { items: [] } });
    expect(calls.map((call) => call.init?.keepalive)).toEqual([true, undefined]);
  });

  it('throws an ApiError with status and the errors list of a failure body', async () => {
    const errors = [
      { message: 'Bitte geben Sie eine E-Mail-Adresse ein.', field: 'email', code: 'validation' },
      { message: 'Zweiter Fehler', code: 'validation' },
    ];
    const { fetchFn } = fakeFetch(422, JSON.stringify({ errors }));
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    const error = await client.getBranches().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.errors).toEqual(errors);
    expect(apiError.message).toBe('Bitte geben Sie eine E-Mail-Adresse ein.');
    expect(apiError.forField('email')).toEqual([errors[0]]);
  });

  it('keeps the status and an empty errors list when a failure has no JSON body', async () => {
    const { fetchFn } = fakeFetch(502, '<html>Bad Gateway</html>');
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    const error = await client.getConfig().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(502);
    expect((error as ApiError).errors).toEqual([]);
    expect((error as ApiError).message).toBe('HTTP 502 from /config');
  });

  it('drops malformed error entries', async () => {
    const { fetchFn } = fakeFetch(400, JSON.stringify({ errors: [{ code: 'x' }, 'text', { message: 'Gut' }] }));
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    const error = (await client.getConfig().catch((caught: unknown) => caught)) as ApiError;
    expect(error.errors).toEqual([{ message: 'Gut', code: 'unknown' }]);
  });

  it('rejects a success answer without data', async () => {
    const { fetchFn } = fakeFetch(200, JSON.stringify({ items: [] }));
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    await expect(client.getBranches()).rejects.toBeInstanceOf(ApiError);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const fetchFn: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    const error = (await client.getBranches().catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
  });

  it('passes an abort through unchanged', async () => {
    const controller = new AbortController();
    const abortError = new DOMException('aborted', 'AbortError');
    const fetchFn: typeof fetch = async () => {
      controller.abort();
      throw abortError;
    };
    const client = createApiClient({ baseUrl: '', fetch: fetchFn });

    await expect(client.getBranches(controller.signal)).rejects.toBe(abortError);
  });
});
