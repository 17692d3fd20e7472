export interface DataUrl {
  /** The declared MIME type, lower-case, without parameters ('' when the URL names none). */
  mimeType: string;
  bytes: Buffer;
}

export type DataUrlResult = { ok: true; value: DataUrl } | { ok: false; reason: 'malformed' | 'too_large' };

/** Longer than any real data URL header (MIME type and parameters before ';base64,'). */
const maxHeaderLength = 1024;
const header = /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?((?:;[a-z0-9_.-]+=[^;,]*)*);base64,/i;

function isBase64Character(code: number): boolean {
  return (
    (code >= 65 && code <= 90) || // A-Z
    (code >= 97 && code <= 122) || // a-z
    (code >= 48 && code <= 57) || // 0-9
    code === 43 || // +
    code === 47 // /
  );
}

/**
 * The base64 alphabet with at most two '=' at the end. A loop, not a regular expression: `^[A-Za-z0-9+/]+={0,2}$` on a
 * 20 MB payload can exhaust the regexp engine's backtrack stack ('Maximum call stack size exceeded': a 500 for an
 * upload of the largest allowed size).
 */
function isStrictBase64(payload: string): boolean {
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  const end = payload.length - padding;
  if (end === 0) return false;
  for (let index = 0; index < end; index += 1) {
    if (!isBase64Character(payload.charCodeAt(index))) return false;
  }
  return true;
}

/**
 * Parses a base64 data URL (as FileReader.readAsDataURL writes it). The base64 is checked strictly, because
 * Buffer.from silently skips invalid characters; the size is checked before decoding.
 */
export function parseDataUrl(value: string, maxBytes: number): DataUrlResult {
  // The header is short: matching only its first characters keeps `[^;,]*` from running over megabytes of payload.
  const match = header.exec(value.slice(0, maxHeaderLength));
  if (!match) return { ok: false, reason: 'malformed' };
  const payload = value.slice(match[0].length).replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 !== 0 || !isStrictBase64(payload)) {
    return { ok: false, reason: 'malformed' };
  }
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > maxBytes) return { ok: false, reason: 'too_large' };
  return { ok: true, value: { mimeType: (match[1] ?? '').toLowerCase(), bytes: Buffer.from(payload, 'base64') } };
}
