import type { Encoding } from './representation.js';

interface Coding {
  name: string;
  q: number;
}

function parseAcceptEncoding(header: string): Coding[] {
  const codings: Coding[] = [];
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=').map((s) => s.trim());
      if (key?.toLowerCase() === 'q' && value !== undefined) {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    codings.push({ name, q });
  }
  return codings;
}

/**
 * Picks the content coding for a response from the Accept-Encoding header: the highest q among br and gzip
 * (br wins a tie, it is smaller), identity when neither is acceptable or the header is missing.
 */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const codings = parseAcceptEncoding(header);
  const qOf = (name: string): number => {
    const exact = codings.find((c) => c.name === name);
    if (exact) return exact.q;
    return codings.find((c) => c.name === '*')?.q ?? 0;
  };
  const br = qOf('br');
  const gzip = Math.max(qOf('gzip'), qOf('x-gzip'));
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}

const pickedEncodings = new Map<string, Encoding>();
/** Distinct Accept-Encoding values remembered; browsers send a handful, anything beyond is parsed each time. */
const maxRememberedHeaders = 64;

/** `pickEncoding` for the hot path: the answer per distinct header value is remembered. */
export function pickEncodingCached(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const known = pickedEncodings.get(header);
  if (known) return known;
  const encoding = pickEncoding(header);
  if (pickedEncodings.size < maxRememberedHeaders) pickedEncodings.set(header, encoding);
  return encoding;
}

/** True when an If-None-Match header names the given entity tag (weak comparison, RFC 9110 §13.1.2) or is `*`. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
