import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * A panel's table as CSV for Excel, the way the order export writes it (api orders/status/export-service.ts): UTF-8
 * with BOM, ';' between fields, CRLF, German headers, amounts with a decimal comma.
 */
export function panelCsv(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${stringify([[...headers], ...rows.map((row) => [...row])], { delimiter: ';', record_delimiter: '\r\n' })}`;
}

/** Saves text as a file through a temporary link (the browser's download). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click was handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
