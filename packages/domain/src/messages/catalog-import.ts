/**
 * Catalog import and export (issue 23 point 4): the German texts of the file checks, the row checks and the
 * back-office import screen. None of them is worded in the spec.
 */
export const catalogImportMessages = {
  // A problem of one row: "Zeile 12, Preis: …" (the line as the spreadsheet numbers it, the header is line 1).
  atLine: ({ line, column, message }: { line: number; column: string | null; message: string }) =>
    column ? `Zeile ${line}, ${column}: ${message}` : `Zeile ${line}: ${message}`,
  invalidPrice: 'Kein gültiger Preis (z. B. 2,90 oder 2.90, höchstens 4 Nachkommastellen).',
  unknownUnit: ({ unit, known }: { unit: string; known: string }) =>
    `Unbekannte Einheit „${unit}“ (erlaubt: ${known}).`,
  invalidTax: ({ allowed }: { allowed: string }) => `Ungültiger Steuersatz (erlaubt: ${allowed}).`,
  invalidFlag: 'Bitte „ja“ oder „nein“ angeben.',
  invalidUid: 'Nur Buchstaben ohne Umlaute, Ziffern, „-“ und „_“ sind erlaubt.',
  duplicateUid: ({ uid, firstLine }: { uid: string; firstLine: number }) =>
    `Die Artikelnummer „${uid}“ steht schon in Zeile ${firstLine}.`,
  // Problems of the whole file.
  emptyFile: 'Die Datei enthält keine Artikel.',
  missingColumn: ({ column }: { column: string }) => `Die Spalte „${column}“ fehlt.`,
  unknownColumn: ({ column }: { column: string }) => `Unbekannte Spalte „${column}“.`,
  duplicateColumn: ({ column }: { column: string }) => `Die Spalte „${column}“ kommt doppelt vor.`,
  wrongFileType: 'Bitte eine CSV- oder Excel-Datei (.csv, .xlsx) hochladen.',
  fileTooLarge: ({ megabytes }: { megabytes: number }) => `Die Datei ist zu groß (höchstens ${megabytes} MB).`,
  tooManyRows: ({ limit }: { limit: number }) => `Die Datei hat mehr als ${limit} Artikel.`,
  unreadableFile: 'Die Datei konnte nicht gelesen werden.',
  fileMissing: 'Bitte eine Datei auswählen.',
  // Cell values written by the export (and accepted by the import).
  yes: 'ja',
  no: 'nein',
  exportFileName: ({ date }: { date: string }) => `artikel-${date}.csv`,
  templateFileName: ({ extension }: { extension: string }) => `artikel-vorlage.${extension}`,
  // Back-office screen.
  title: 'Artikel importieren',
  intro:
    'Laden Sie eine CSV- oder Excel-Datei mit Ihren Artikeln hoch. Zuerst wird die Datei geprüft, erst „Importieren“ übernimmt sie. Artikel mit gleicher Artikelnummer werden aktualisiert, fehlende Kategorien angelegt.',
  fileLabel: 'Datei (CSV oder Excel)',
  check: 'Datei prüfen',
  checking: 'Wird geprüft …',
  import: 'Importieren',
  importing: 'Wird importiert …',
  templateCsv: 'Vorlage (CSV)',
  templateXlsx: 'Vorlage (Excel)',
  exportCsv: 'Katalog exportieren (CSV)',
  errorsHeading: ({ count }: { count: number }) =>
    count === 1
      ? 'Die Datei hat 1 Fehler. Es wurde nichts übernommen.'
      : `Die Datei hat ${count} Fehler. Es wurde nichts übernommen.`,
  previewHeading: 'Vorschau',
  summary: ({ rows, created, updated, unchanged, categoriesCreated }: ImportCounts) =>
    `${rows} Zeilen: ${created} neu, ${updated} geändert, ${unchanged} unverändert, ${categoriesCreated} neue Kategorien.`,
  done: ({ created, updated, unchanged }: ImportCounts) =>
    `Import abgeschlossen: ${created} neu, ${updated} geändert, ${unchanged} unverändert.`,
  nothingToDo: 'Alle Artikel sind bereits auf dem Stand der Datei.',
  columnLine: 'Zeile',
  columnMessage: 'Fehler',
  columnAction: 'Aktion',
  columnChanges: 'Änderungen',
  actionCreate: 'neu',
  actionUpdate: 'geändert',
  actionUnchanged: 'unverändert',
  navLabel: 'Import/Export',
} as const;

interface ImportCounts {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: number;
}
