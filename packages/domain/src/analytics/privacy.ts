/**
 * What of a visitor's request is kept (issue 26 point 1): page paths without query string or fragment (they may
 * carry personal data), and of a referrer its host only (lower case, without 'www.'), never the own shop.
 */

/** Paths that carry a secret (an order's uid and hash open its status page): kept as their bare prefix. */
const secretPaths = [/^\/status(\/.*)?$/];

/**
 * The path without '?…' and '#…'; trailing slashes removed (but '/' stays); a status page's uid and hash never kept
 * ('/status').
 */
export function analyticsPagePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  const trimmed = bare.replace(/\/+$/, '');
  if (secretPaths.some((pattern) => pattern.test(trimmed))) return '/status';
  return trimmed === '' ? '/' : trimmed;
}

/** The referrer's host, or null when it is missing, not http(s), not parsable, or the shop's own host. */
export function analyticsReferrerHost(referrer: string | undefined, ownHost: string | null): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (host === '' || host.length > 253) return null;
  const own =
    ownHost
      ?.toLowerCase()
      .replace(/:\d+$/, '')
      .replace(/^www\./, '') ?? null;
  return host === own ? null : host;
}
