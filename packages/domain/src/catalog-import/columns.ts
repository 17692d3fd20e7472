/**
 * The columns of a catalog file (issue 23 point 4): import, export and the templates share this one list, so an
 * exported file imports unchanged. `key` is the documented name, `header` the German one; both are accepted as
 * headers (case and surrounding spaces do not matter). Export and templates write the German headers.
 */
export const catalogColumns = [
  { key: 'uid', header: 'Artikelnummer', required: true },
  { key: 'name', header: 'Name', required: true },
  { key: 'description', header: 'Beschreibung', required: false },
  { key: 'category', header: 'Kategorie', required: false },
  { key: 'price', header: 'Preis', required: true },
  { key: 'unit', header: 'Einheit', required: false },
  { key: 'tax', header: 'MwSt', required: false },
  { key: 'allergens', header: 'Allergene', required: false },
  { key: 'isEnabled', header: 'Aktiv', required: false },
] as const;

export type CatalogColumn = (typeof catalogColumns)[number];
export type CatalogColumnKey = CatalogColumn['key'];

/** The text of each present column of one row (absent columns are missing keys). */
export type CatalogCells = Partial<Record<CatalogColumnKey, string>>;

const byName = new Map<string, CatalogColumnKey>();
for (const column of catalogColumns) {
  byName.set(column.key.toLowerCase(), column.key);
  byName.set(column.header.toLowerCase(), column.key);
}
// Common spellings of the tax header in German spreadsheets.
byName.set('mwst.', 'tax');
byName.set('ust', 'tax');
byName.set('ust.', 'tax');

/** The column a header names ("Preis", "price", " PREIS ") or undefined. */
export function catalogColumnOf(header: string): CatalogColumnKey | undefined {
  return byName.get(
    header
      .trim()
      .replace(/^\uFEFF/, '')
      .toLowerCase(),
  );
}

/** The German header of a column (for messages and the export). */
export function catalogHeaderOf(key: CatalogColumnKey): string {
  return catalogColumns.find((c) => c.key === key)?.header ?? key;
}

/** At most this many product rows in one file (the import answers each row in its preview). */
export const catalogImportMaxRows = 20_000;
/** At most this many bytes in one file. */
export const catalogImportMaxBytes = 10 * 1024 * 1024;
