import type { Branch, Category, Menu, Product, PublicConfig, Tag } from '@bestell/domain';
import { ApiError, parseErrorEntries } from './api-error.js';
import type { AnswerData } from './generated/types.js';

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API, e.g. "" for same origin or "http://127.0.0.1:3000". */
  baseUrl: string;
  /** Defaults to the global fetch; injected in tests and in Node callers. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as the JSON body itself (the API reads request bodies unwrapped), or as it is when it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
  /** Lets the request outlive the page (fetch `keepalive`: a save sent as the page goes still arrives; ≤ 64 KiB). */
  keepalive?: boolean;
}

/** A whole success answer: `data`, the list `meta` when the API sends one, and the response headers. */
export interface ApiEnvelope<T> {
  data: T;
  meta: Record<string, unknown> | undefined;
  headers: Headers;
}

export interface ApiClient {
  /** Calls `/api{path}` and returns the unwrapped `data`; throws ApiError on failure. */
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  /** Like `request`, with the list meta and headers (e.g. `X-Total-Count`) of the answer. */
  requestEnvelope<T>(path: string, options?: RequestOptions): Promise<ApiEnvelope<T>>;
  getConfig(signal?: AbortSignal): Promise<PublicConfig>;
  getBranches(signal?: AbortSignal): Promise<Branch[]>;
  getCategories(signal?: AbortSignal): Promise<Category[]>;
  getProducts(signal?: AbortSignal): Promise<Product[]>;
  getMenus(signal?: AbortSignal): Promise<Menu[]>;
  getTags(signal?: AbortSignal): Promise<Tag[]>;
  /** POST /api/uploads as multipart (field `file`); answers the upload entity. */
  createUpload(file: Blob, fileName: string, signal?: AbortSignal): Promise<UploadEntity>;
}

/** Spec §3 Upload/File as the API answers it (generated from the API document). */
export type UploadEntity = AnswerData<'postUploads'>;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function requestEnvelope<T>(path: string, requestOptions: RequestOptions = {}): Promise<ApiEnvelope<T>> {
    const { method = 'GET', body, signal } = requestOptions;
    const headers: Record<string, string> = { ...requestOptions.headers, Accept: 'application/json' };
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (body instanceof FormData) {
      init.body = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      // Only answers are wrapped in `data`; the API's strict request schemas refuse a `data` wrapper.
      init.body = JSON.stringify(body);
    }
    if (signal) init.signal = signal;
    if (requestOptions.keepalive) init.keepalive = true;

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}/api${path}`, init);
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, [], `Network error calling ${path}`);
    }

    const json = await readJson(response);
    if (!response.ok)
      throw new ApiError(response.status, parseErrorEntries(json), `HTTP ${response.status} from ${path}`);
    // A DELETE answers 204 without a body: a success with nothing to unwrap.
    if (response.status === 204) return { data: undefined as T, meta: undefined, headers: response.headers };
    if (typeof json !== 'object' || json === null || !('data' in json)) {
      throw new ApiError(response.status, [], `Answer of ${path} has no data field`);
    }
    const meta = 'meta' in json && typeof json.meta === 'object' && json.meta !== null ? json.meta : undefined;
    return { data: json.data as T, meta: meta as Record<string, unknown> | undefined, headers: response.headers };
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    return (await requestEnvelope<T>(path, requestOptions)).data;
  }

  return {
    request,
    requestEnvelope,
    getConfig: (signal) => request<PublicConfig>('/config', signal ? { signal } : {}),
    getBranches: (signal) => request<Branch[]>('/branches', signal ? { signal } : {}),
    getCategories: (signal) => request<Category[]>('/categories', signal ? { signal } : {}),
    getProducts: (signal) => request<Product[]>('/products', signal ? { signal } : {}),
    getMenus: (signal) => request<Menu[]>('/menus', signal ? { signal } : {}),
    getTags: (signal) => request<Tag[]>('/tags', signal ? { signal } : {}),
    createUpload: (file, fileName, signal) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return request<UploadEntity>(
        '/uploads',
        signal ? { method: 'POST', body: form, signal } : { method: 'POST', body: form },
      );
    },
  };
}
