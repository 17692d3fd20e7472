import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Encoding } from '../cache/representation.js';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A page in every encoding we send (compressed once per render, on the libuv thread pool). */
export type CompressedHtml = Record<Encoding, Buffer>;

export async function compressHtml(html: string): Promise<CompressedHtml> {
  const identity = Buffer.from(html, 'utf8');
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { identity, gzip: gzipped, br: brotlied };
}
