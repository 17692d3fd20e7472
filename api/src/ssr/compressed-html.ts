import { compressInEveryEncoding, type Encoding } from '../cache/representation.js';

/** A page in every encoding we send (compressed once per render, like the catalog answers). */
export type CompressedHtml = Record<Encoding, Buffer>;

export function compressHtml(html: string): Promise<CompressedHtml> {
  return compressInEveryEncoding(Buffer.from(html, 'utf8'));
}
