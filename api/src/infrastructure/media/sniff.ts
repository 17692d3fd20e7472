import { type FileExtension, fileTypes } from './file-types.js';
import { classifyOle, classifyZip } from './sniff-containers.js';
import { asText, isSvgText } from './sniff-text.js';

export interface DetectedType {
  extension: FileExtension;
  mimeType: string;
}

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.length >= end ? bytes.toString('latin1', start, end) : '';
}

/** ISO base media brands that are still images (HEIF/AVIF), not videos. */
const imageBrands = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

function detectBinary(bytes: Buffer): FileExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  const head6 = ascii(bytes, 0, 6);
  if (head6 === 'GIF87a' || head6 === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return classifyZip(bytes);
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return classifyOle(bytes);
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12).toLowerCase();
    return imageBrands.has(brand) || brand === 'qt  ' ? null : 'mp4';
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: the DocType element (0x42 0x82) names "webm" (plain Matroska is not accepted).
    return bytes.subarray(0, 64).includes(Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d])) ? 'webm' : null;
  }
  // MPEG program stream pack header or MPEG-1/2 video sequence header.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0xba]) || startsWith(bytes, [0x00, 0x00, 0x01, 0xb3])) return 'mpeg';
  return null;
}

/**
 * The type of a file by its content alone (magic bytes; text and SVG by sniffing). Text is `txt`, or `csv` when
 * `preferCsv` is set (the name said .csv: text content cannot tell the two apart). Null for anything else.
 */
export function detectFileType(bytes: Buffer, options: { preferCsv?: boolean } = {}): DetectedType | null {
  if (bytes.length === 0) return null;
  let extension = detectBinary(bytes);
  if (extension === null) {
    const text = asText(bytes);
    if (text !== null && text.trim() !== '') {
      if (isSvgText(text)) extension = 'svg';
      else extension = options.preferCsv ? 'csv' : 'txt';
    }
  }
  return extension === null ? null : { extension, mimeType: fileTypes[extension].mimeType };
}
