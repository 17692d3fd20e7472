import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Brotli quality for the precomputed bodies. 11 (the maximum) takes seconds on a 1 MB product list and every
 * reader waits for the rebuild after a write; 6 compresses a JSON catalog almost as well in a few milliseconds.
 */
export const brotliQuality = 6;
/** gzip level 9 costs little more than 6 on JSON of this size and is computed once per invalidation. */
export const gzipLevel = 9;

export type Encoding = 'br' | 'gzip' | 'identity';

/** A whole answer worked out once: status, headers (as `writeHead` and `ctx.set` take them) and body. */
export interface KeptAnswer {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * One JSON response body in every encoding we send, with a strong ETag per encoding, and its 200 and 304 answers
 * per encoding worked out in advance, so that sending one costs no header handling per request.
 */
export interface Representation {
  bodies: Record<Encoding, Buffer>;
  etags: Record<Encoding, string>;
  answers: Record<Encoding, { ok: KeptAnswer; notModified: KeptAnswer }>;
}

/**
 * Anonymous answers may be stored, but every use is revalidated with the ETag (a 304 costs almost nothing), so a
 * change made by staff shows on the very next visit instead of after a max-age.
 */
export const anonymousCacheControl = 'no-cache';
const jsonContentType = 'application/json; charset=utf-8';
/**
 * What the app's securityHeaders middleware sets on every answer (api/src/infrastructure/http/security-headers.ts):
 * kept answers carry it themselves, as they may be sent before any middleware (kept-answers.ts).
 */
const everyAnswer = { 'X-Content-Type-Options': 'nosniff' };

function answersOf({ bodies, etags }: Omit<Representation, 'answers'>): Representation['answers'] {
  const answers = (encoding: Encoding) => {
    const validators = {
      Vary: 'Accept-Encoding',
      'Cache-Control': anonymousCacheControl,
      ETag: etags[encoding],
      ...everyAnswer,
    };
    const body = bodies[encoding];
    const coding: Record<string, string> = encoding === 'identity' ? {} : { 'Content-Encoding': encoding };
    const okHeaders = { ...validators, 'Content-Type': jsonContentType, ...coding, 'Content-Length': `${body.length}` };
    const ok: KeptAnswer = { status: 200, headers: okHeaders, body };
    const notModified: KeptAnswer = { status: 304, headers: validators, body: null };
    return { ok, notModified };
  };
  return { identity: answers('identity'), gzip: answers('gzip'), br: answers('br') };
}

/** The bytes in every encoding we send, compressed once (on the libuv thread pool, so the event loop keeps serving). */
export async function compressInEveryEncoding(
  identity: Buffer,
  quality = brotliQuality,
): Promise<Record<Encoding, Buffer>> {
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: gzipLevel }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { identity, gzip: gzipped, br: brotlied };
}

/** Serializes the body exactly as Koa would (`JSON.stringify`), compresses it and derives the ETags from the JSON. */
export async function buildRepresentation(body: unknown): Promise<Representation> {
  const identity = Buffer.from(JSON.stringify(body), 'utf8');
  const bodies = await compressInEveryEncoding(identity);
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 32);
  // Each encoding is its own representation, so each gets its own strong validator (RFC 9110 §8.8.3).
  const representation = { bodies, etags: { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` } };
  return { ...representation, answers: answersOf(representation) };
}
