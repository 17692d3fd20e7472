/**
 * Where a stored redirect (§3: found by path) leads, and what a new one may not do (issue 24 point 1): its target must
 * exist — a page of the shop or an absolute URL, also at the end of a chain of redirects — no chain may run in a
 * circle, and its path must not hide a page that exists.
 *
 * Paths are compared as the redirect middleware matches them: decoded, without surrounding slashes, lower case
 * ('Ueber-Uns/' and 'ueber-uns' are one key).
 */

/** 'ueber-uns/team' from '/Ueber-Uns/team/'; null when the path cannot be decoded. */
export function redirectPathKey(path: string): string | null {
  try {
    return decodeURIComponent(path)
      .replace(/^\/+|\/+$/g, '')
      .toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The key of a target inside this site ('/ueber-uns?x=1#team' → 'ueber-uns', '/' → ''); null for an absolute URL
 * ('https://…') or a protocol-relative one ('//host/…'), which lead elsewhere.
 */
export function internalTargetKey(target: string): string | null {
  const trimmed = target.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null;
  const [path = ''] = trimmed.split(/[?#]/, 1);
  return redirectPathKey(path);
}

/** The paths of the legal pages (spec §2), shown when their text is configured. */
export const legalPagePaths = ['site/terms-and-conditions', 'site/privacy', 'site/imprint', 'site/allergens'] as const;
export type LegalPagePath = (typeof legalPagePaths)[number];

/** First path segments that belong to the API, the back-office, files and the order status: never a redirect. */
export const reservedPathSegments = [
  'api',
  'backend',
  'assets',
  'build',
  'widgets',
  'image',
  'images',
  'upload',
  'uploads',
  'status',
] as const;

/** What the storefront's router shows at a path (storefront/src/app/router.tsx), by the key of the path. */
export type ShopRoute =
  | { kind: 'home' }
  | { kind: 'shop' }
  | { kind: 'category'; categoryId: number | null }
  | { kind: 'branch'; identifier: string }
  | { kind: 'legal'; path: LegalPagePath }
  | { kind: 'reserved' }
  | { kind: 'site'; path: string };

export function shopRouteOf(key: string): ShopRoute {
  if (key === '') return { kind: 'home' };
  const segments = key.split('/');
  const [first = '', second, third, fourth] = segments;
  if ((reservedPathSegments as readonly string[]).includes(first)) return { kind: 'reserved' };
  if ((legalPagePaths as readonly string[]).includes(key)) return { kind: 'legal', path: key as LegalPagePath };
  const checkout = third === 'checkout' && (segments.length === 3 || (segments.length === 4 && fourth === 'error'));
  if (first === 'store' && second !== undefined && (segments.length === 2 || checkout)) {
    return { kind: 'branch', identifier: second };
  }
  if (first === 'shop') {
    if (segments.length === 1) return { kind: 'shop' };
    if (second !== undefined && checkout) return { kind: 'branch', identifier: second };
    if (segments.length === 3) {
      return { kind: 'category', categoryId: /^[1-9]\d{0,9}$/.test(second ?? '') ? Number(second) : null };
    }
  }
  return { kind: 'site', path: key };
}

/** How a target's chain of redirects ends. `chain` lists the paths passed, starting with the redirect's own. */
export type RedirectChainEnd =
  | { kind: 'external'; chain: string[] }
  | { kind: 'internal'; chain: string[]; key: string }
  | { kind: 'loop'; chain: string[] };

/** '/ueber-uns' for the key 'ueber-uns', '/' for the home page. */
export function displayPath(key: string): string {
  return `/${key}`;
}

/**
 * Follows a redirect from `path` to `target` through the other redirects (key → target, the redirect itself
 * included or not): where the visitor lands, or the circle they would run in.
 */
export function followRedirectChain(
  path: string,
  target: string,
  redirects: ReadonlyMap<string, string>,
): RedirectChainEnd {
  const start = redirectPathKey(path) ?? path;
  const chain = [displayPath(start)];
  const visited = new Set([start]);
  let current = target;
  for (;;) {
    const key = internalTargetKey(current);
    if (key === null) return { kind: 'external', chain };
    chain.push(displayPath(key));
    if (visited.has(key)) return { kind: 'loop', chain };
    const next = redirects.get(key);
    if (next === undefined) return { kind: 'internal', chain, key };
    visited.add(key);
    current = next;
  }
}
