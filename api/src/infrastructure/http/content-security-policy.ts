/**
 * The security headers of HTML answers (issue 16 point 4): which pages may never be framed, and the Content Security
 * Policy of the storefront's pages and of the API's own pages (test payment page).
 */

/** Checkout, back-office and the API's own pages (the test payment page): no other site may frame them. */
const unframeablePaths = [/^\/backend(?:\/|$)/, /^\/(?:store|shop)\/[^/]+\/checkout(?:\/|$)/, /^\/api(?:\/|$)/];

export function isUnframeablePath(pathname: string): boolean {
  return unframeablePaths.some((pattern) => pattern.test(pathname));
}

/** A web origin safe to put into a policy (scheme, host, optional port; nothing that could end a directive). */
const policyOrigin = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

/** The origin of `url` when it is an http(s) URL fit for a policy, else null. */
export function policyOriginOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return policyOrigin.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

/** `'none'` for an empty list, else the distinct origins sorted (a stable header). */
function sourceList(origins: readonly string[]): string {
  const valid = [...new Set(origins.filter((origin) => policyOrigin.test(origin)))].sort();
  return valid.length === 0 ? "'none'" : valid.join(' ');
}

export interface StorefrontPolicyInput {
  /** `'sha256-…'` of each inline script of the page (the early-tap script, the deferred module loader). */
  scriptHashes: readonly string[];
  /** Origins the page may frame: those of the CMS 3D tours. */
  frameOrigins: readonly string[];
  /** Origins that may frame the page; ignored for unframeable pages. */
  framingOrigins: readonly string[];
  unframeable: boolean;
}

/**
 * The storefront's policy. Scripts: the build's own files and the page's hashed inline scripts, nothing inline
 * otherwise (no 'unsafe-inline', no eval). Styles keep 'unsafe-inline' (React style attributes, the inlined CSS of
 * server-rendered pages). Images also from any https host (CMS rich text may show them) and data:/blob: (previews of
 * a chosen file). Frames: only the 3D tours' origins. Framed by: nobody on checkout and back-office, else only the
 * restaurants' own websites (the embed origins), so no stranger can frame a shop page and walk it to the checkout.
 */
export function storefrontPolicy(input: StorefrontPolicyInput): string {
  return [
    "default-src 'self'",
    `script-src 'self'${input.scriptHashes.map((hash) => ` ${hash}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' blob:",
    `frame-src ${sourceList(input.frameOrigins)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${input.unframeable ? "'none'" : sourceList(input.framingOrigins)}`,
  ].join('; ');
}

/**
 * Any other HTML answer without a policy of its own (the test payment page: inline styles, a form posting to its
 * own callback, no script at all).
 */
export const documentPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export const referrerPolicy = 'strict-origin-when-cross-origin';

/** Powerful features no page of the platform uses, off for the page and everything it frames. */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');
