import { compressInEveryEncoding, type Encoding } from '../../infrastructure/cache/representation.js';

/** A page in every encoding we send (compressed once per render, like the catalog answers). */
export type CompressedHtml = Record<Encoding, Buffer>;

/**
 * Brotli quality of pages. 10 instead of 6 makes the store and shop pages (about 118 KB of HTML) some 6 % smaller, just
 * under the 14.6 KB a new connection may send in its first round trip (TCP's initial window of 10 segments), so a
 * phone gets the whole page one round trip earlier (bench:web: LCP). It costs about 50 ms once per render (kept 30 s;
 * on the thread pool); 11 would take 150 ms for a further 2 %.
 */
export const pageBrotliQuality = 10;

export function compressHtml(html: string): Promise<CompressedHtml> {
  return compressInEveryEncoding(Buffer.from(html, 'utf8'), pageBrotliQuality);
}
