/**
 * The file name offered to the browser: the client's name with the stored (sniffed) extension, so a PNG uploaded
 * as "Foto.jpg" downloads as "Foto.png"; `{id}-{version}.{extension}` when there was no name.
 */
export function downloadName(originalName: string | null, fallback: string, extension: string): string {
  const base = (originalName ?? '')
    .replace(/[\\/]/g, '_')
    .replace(/\.[A-Za-z0-9]{1,10}$/, '')
    .trim();
  return base === '' ? fallback : `${base}.${extension}`;
}
