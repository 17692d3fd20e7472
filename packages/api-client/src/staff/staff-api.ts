import type { ApiClient, RequestOptions } from '../client.js';

/** One page of a staff list: the rows and the total the API counted (`meta.total` or `X-Total-Count`). */
export interface StaffPage<T> {
  rows: T[];
  total: number;
  /** `meta.totalCapped`: more rows match than `total` (the order history counts only so far). */
  totalCapped?: boolean;
}

export interface WriteOptions {
  /** The version the editor loaded: the API answers 409 when someone saved the record meanwhile. */
  ifMatch?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * Calls of the back-office and desk with a staff session: every state-changing call carries the session's CSRF
 * token (`X-CSRF-Token`), and a save of a loaded record carries its version (`If-Match`).
 */
export interface StaffApi {
  get<T>(path: string, signal?: AbortSignal): Promise<T>;
  list<T>(path: string, signal?: AbortSignal): Promise<StaffPage<T>>;
  post<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T>;
  put<T>(path: string, body: unknown, options?: WriteOptions): Promise<T>;
  delete<T>(path: string, options?: WriteOptions): Promise<T>;
}

function totalOf(meta: Record<string, unknown> | undefined, headers: Headers, fallback: number): number {
  if (typeof meta?.total === 'number') return meta.total;
  const header = Number(headers.get('X-Total-Count'));
  return Number.isInteger(header) && headers.has('X-Total-Count') ? header : fallback;
}

export function createStaffApi(client: ApiClient, csrfToken: string | undefined): StaffApi {
  function write<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, options: WriteOptions = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (csrfToken) headers['X-CSRF-Token'] = csrfToken;
    if (options.ifMatch !== undefined) headers['If-Match'] = String(options.ifMatch);
    const request: RequestOptions = { method, headers };
    if (body !== undefined) request.body = body;
    if (options.signal) request.signal = options.signal;
    return client.request<T>(path, request);
  }
  return {
    get: (path, signal) => client.request(path, signal ? { signal } : {}),
    async list<T>(path: string, signal?: AbortSignal) {
      const answer = await client.requestEnvelope<T[]>(path, signal ? { signal } : {});
      const total = totalOf(answer.meta, answer.headers, answer.data.length);
      return answer.meta?.totalCapped === true
        ? { rows: answer.data, total, totalCapped: true }
        : { rows: answer.data, total };
    },
    post: (path, body, options) => write('POST', path, body, options),
    put: (path, body, options) => write('PUT', path, body, options),
    delete: (path, options) => write('DELETE', path, undefined, options),
  };
}
