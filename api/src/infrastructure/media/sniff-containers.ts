/**
 * Looks inside container formats to tell their sub-types apart: a ZIP may be a docx/xlsx/pptx,
 * an OLE compound file may be a doc/xls/ppt.
 */

const eocdSignature = 0x06054b50;
const centralEntrySignature = 0x02014b50;

/** The entry names of a ZIP archive, read from its central directory; null when the archive is broken. */
export function zipEntryNames(bytes: Buffer): string[] | null {
  // The end-of-central-directory record is 22 bytes plus a comment of up to 65535 bytes.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (bytes.readUInt32LE(i) === eocdSignature) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== centralEntrySignature) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const end = offset + 46 + nameLength;
    if (end > bytes.length) return null;
    names.push(bytes.toString('utf8', offset + 46, end));
    offset = end + extraLength + commentLength;
  }
  return names;
}

/** docx, xlsx or pptx for an Office Open XML package, otherwise zip; null for a broken archive. */
export function classifyZip(bytes: Buffer): 'zip' | 'docx' | 'xlsx' | 'pptx' | null {
  const names = zipEntryNames(bytes);
  if (names === null) return null;
  if (!names.includes('[Content_Types].xml')) return 'zip';
  if (names.some((n) => n.startsWith('word/'))) return 'docx';
  if (names.some((n) => n.startsWith('xl/'))) return 'xlsx';
  if (names.some((n) => n.startsWith('ppt/'))) return 'pptx';
  return 'zip';
}

function utf16(name: string): Buffer {
  return Buffer.from(name, 'utf16le');
}

const oleStreams: ReadonlyArray<[Buffer, 'doc' | 'xls' | 'ppt']> = [
  [utf16('WordDocument'), 'doc'],
  [utf16('Workbook'), 'xls'],
  [utf16('Book'), 'xls'],
  [utf16('PowerPoint Document'), 'ppt'],
];

/**
 * doc, xls or ppt for an OLE compound file, by the name of its main stream in the directory (names are
 * stored as UTF-16LE); null when none of them is present (e.g. an .msg or .msi file).
 */
export function classifyOle(bytes: Buffer): 'doc' | 'xls' | 'ppt' | null {
  for (const [name, extension] of oleStreams) {
    if (bytes.includes(name)) return extension;
  }
  return null;
}
