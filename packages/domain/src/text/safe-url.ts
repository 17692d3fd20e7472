/**
 * Link URLs a visitor may be sent to (issue 14 point 3): http(s), mailto, tel, or relative ('/ueber-uns',
 * '#kontakt', 'jobs', '//cdn.example.at/x'). Everything else (javascript:, data:, vbscript:, file:, …) is refused.
 *
 * Browsers drop tabs and newlines anywhere in a URL and control characters and spaces around it, and HTML
 * attribute values are entity-decoded before use, so the check looks at the URL the way a browser would:
 * 'java\tscript:', ' javascript:', 'JaVaScRiPt:' and 'javascript&colon;' are all recognised as javascript:.
 */
export const safeLinkSchemes = ['http', 'https', 'mailto', 'tel'] as const;

const namedEntities: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  amp: '&',
  nbsp: ' ',
  lpar: '(',
  rpar: ')',
};

/** Decodes numeric entities and the few named ones that can hide a scheme; unknown names stay as they are. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith('#x')) {
      return safeCodePoint(Number.parseInt(lower.slice(2), 16)) ?? whole;
    }
    if (lower.startsWith('#')) {
      return safeCodePoint(Number.parseInt(lower.slice(1), 10)) ?? whole;
    }
    return namedEntities[lower] ?? whole;
  });
}

function safeCodePoint(code: number): string | null {
  return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
}

// Control characters, whitespace (incl. no-break and zero-width spaces) are removed before the scheme is read.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const invisible = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

/** The scheme a browser would read from the URL, lower case; null for a relative URL. */
export function urlScheme(url: string): string | null {
  let value = url;
  // Decoding twice catches '&amp;#58;' written into an attribute that is decoded once more later on.
  for (let round = 0; round < 2; round += 1) {
    value = decodeEntities(value);
  }
  value = value.replace(invisible, '');
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  return match?.[1] ? match[1].toLowerCase() : null;
}

export function isSafeLinkUrl(url: string): boolean {
  if (typeof url !== 'string' || url.trim() === '') {
    return false;
  }
  const scheme = urlScheme(url);
  return scheme === null || (safeLinkSchemes as readonly string[]).includes(scheme);
}
