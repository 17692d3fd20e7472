/**
 * The text of a CSV file as spreadsheets save it: UTF-8 with a byte order mark (Excel's "CSV UTF-8"), UTF-8
 * without one, UTF-16 with its mark (Excel's "Unicode text"), or Windows-1252 (Excel's plain "CSV" on a German
 * Windows). Bytes that are valid UTF-8 are read as UTF-8; anything else as Windows-1252, which maps every byte.
 */
export function decodeCsvText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** UTF-16 text starts with its byte order mark; any other NUL byte means the file is no text. */
export function looksLikeText(bytes: Uint8Array): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  return !bytes.subarray(0, 64 * 1024).includes(0);
}
