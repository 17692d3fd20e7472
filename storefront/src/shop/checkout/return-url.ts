import type { ApiClient } from '@bestell/api-client';

/** Query parameter of the hand-off (issue 15, contract 4): the host page to return to after placing the order. */
export const RETURN_PARAM = 'return';

/** The normalised origin of a listed entry ("https://Example.at/" → "https://example.at"), or null. */
function originOf(entry: unknown): string | null {
  if (typeof entry !== 'string') return null;
  try {
    return new URL(entry).origin;
  } catch {
    return null;
  }
}

/**
 * Where the browser goes after an order placed from a widget's checkout: the `return` URL with `uid` and `hash` set,
 * only when it is http(s) and its origin is one of the embedding origins the admin allowed
 * (GET /api/embed-origins/public). Null otherwise, also when that list cannot be read: then the status page as usual.
 */
export async function allowedReturnUrl(
  client: ApiClient,
  raw: string | null,
  placed: { uid: string; hash: string },
): Promise<string | null> {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  let origins: unknown;
  try {
    origins = await client.request<unknown>('/embed-origins/public');
  } catch {
    return null;
  }
  if (!Array.isArray(origins) || !origins.some((origin) => originOf(origin) === url.origin)) return null;
  url.searchParams.set('uid', placed.uid);
  url.searchParams.set('hash', placed.hash);
  return url.href;
}
