import { decodePc858 } from './pc858.js';

/** What a receipt printer made of the bytes: text lines (PC858), cuts, QR codes, code page selections. */
export interface DecodedReceipt {
  lines: string[];
  text: string;
  cuts: number;
  qrCodes: string[];
  codepages: number[];
  /** Commands the decoder did not know (a test can assert there are none). */
  unknown: string[];
}

/**
 * A small ESC/POS interpreter for the fake printer: the commands the desk sends (initialise, styles, alignment, code
 * page, GS ( k QR code, cut, feeds) and text in the selected code page (PC858 for table 19; ASCII otherwise).
 */
export function decodeEscPos(bytes: Uint8Array): DecodedReceipt {
  const lines: string[] = [];
  const qrCodes: string[] = [];
  const codepages: number[] = [];
  const unknown: string[] = [];
  let cuts = 0;
  let current = '';
  let codepage = 0;
  let i = 0;
  const at = (k: number) => bytes[k] ?? 0;
  const flush = () => {
    lines.push(current);
    current = '';
  };
  while (i < bytes.length) {
    const b = at(i);
    if (b === 0x0a) {
      flush();
      i += 1;
    } else if (b === 0x0d) {
      i += 1;
    } else if (b === 0x1b) {
      const c = at(i + 1);
      if (c === 0x40) i += 2;
      else if (c === 0x74) {
        codepage = at(i + 2);
        codepages.push(codepage);
        i += 3;
      } else if (c === 0x64 || c === 0x4a) {
        for (let n = 0; n < at(i + 2); n += 1) flush();
        i += 3;
      } else if ([0x45, 0x61, 0x4d, 0x2d, 0x34, 0x21, 0x47, 0x7b, 0x33, 0x56, 0x20, 0x52].includes(c)) i += 3;
      else if (c === 0x32) i += 2;
      else {
        unknown.push(`ESC ${c.toString(16)}`);
        i += 2;
      }
    } else if (b === 0x1d) {
      const c = at(i + 1);
      if (c === 0x21 || c === 0x42 || c === 0x62 || c === 0x66 || c === 0x68 || c === 0x77 || c === 0x48) i += 3;
      else if (c === 0x56) {
        cuts += 1;
        const m = at(i + 2);
        i += m === 0x41 || m === 0x42 || m === 65 || m === 66 ? 4 : 3;
      } else if (c === 0x28 && at(i + 2) === 0x6b) {
        const length = at(i + 3) + at(i + 4) * 256;
        const body = bytes.subarray(i + 5, i + 5 + length);
        // cn 49 (QR), fn 80 (store data), m 48: the data follows.
        if (body[0] === 0x31 && body[1] === 0x50) qrCodes.push(Buffer.from(body.subarray(3)).toString('latin1'));
        i += 5 + length;
      } else {
        unknown.push(`GS ${c.toString(16)}`);
        i += 2;
      }
    } else if (b === 0x1c) {
      const c = at(i + 1);
      i += c === 0x2e || c === 0x26 ? 2 : 3;
    } else if (b === 0x10 && at(i + 1) === 0x04) {
      i += 3;
    } else if (b < 0x20) {
      i += 1;
    } else {
      current += codepage === 19 ? decodePc858(b) : b < 0x80 ? String.fromCharCode(b) : '?';
      i += 1;
    }
  }
  if (current !== '') flush();
  return { lines, text: lines.join('\n'), cuts, qrCodes, codepages, unknown };
}
