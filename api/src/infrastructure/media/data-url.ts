export interface DataUrl {
  /** The declared MIME type, lower-case, without parameters ('' when the URL names none). */
  mimeType: string;
  bytes: Buffer;
}

export type DataUrlResult = { ok: true; value: DataUrl } | { ok: false; reason: 'malformed' | 'too_large' };

const header = /^data:([a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+)?((?:;[a-z0-9_.-]+=[^;,]*)*);base64,/i;

/**
 * Parses a base64 data URL (as FileReader.readAsDataURL writes it). The base64 is checked strictly, because
 * Buffer.from silently skips invalid characters; the size is checked before decoding.
 */
export function parseDataUrl(value: string, maxBytes: number): DataUrlResult {
  const match = header.exec(value);
  if (!match) return { ok: false, reason: 'malformed' };
  const payload = value.slice(match[0].length).replace(/\s+/g, '');
  if (payload.length === 0 || payload.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) {
    return { ok: false, reason: 'malformed' };
  }
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if ((payload.length / 4) * 3 - padding > maxBytes) return { ok: false, reason: 'too_large' };
  return { ok: true, value: { mimeType: (match[1] ?? '').toLowerCase(), bytes: Buffer.from(payload, 'base64') } };
}
