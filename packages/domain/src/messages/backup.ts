/** `npm run backup` and `npm run restore` (issue 23 point 5): what the operator reads. Not worded in the spec. */
export const backupMessages = {
  usageBackup: 'Aufruf: npm run backup -- --out DATEI',
  usageRestore: 'Aufruf: npm run restore -- DATEI [--force]',
  written: ({ file, tables, rows, files }: { file: string; tables: number; rows: number; files: number }) =>
    `Sicherung geschrieben: ${file} (${tables} Tabellen, ${rows} Zeilen, ${files} Dateien).`,
  missingFiles: ({ count, keys }: { count: number; keys: string }) =>
    `Achtung: ${count} Dateien fehlen im Dateispeicher und sind nicht in der Sicherung: ${keys}`,
  restored: ({ file, tables, rows, files }: { file: string; tables: number; rows: number; files: number }) =>
    `Sicherung eingespielt: ${file} (${tables} Tabellen, ${rows} Zeilen, ${files} Dateien).`,
  fileNotFound: ({ file }: { file: string }) => `Die Datei ${file} wurde nicht gefunden.`,
  damaged: ({ detail }: { detail: string }) =>
    `Die Sicherung ist beschädigt oder unvollständig (${detail}). Es wurde nichts geändert.`,
  checksumMismatch: ({ entry }: { entry: string }) =>
    `Die Sicherung ist beschädigt: die Prüfsumme von ${entry} stimmt nicht. Es wurde nichts geändert.`,
  entryMissing: ({ entry }: { entry: string }) =>
    `Die Sicherung ist unvollständig: ${entry} fehlt. Es wurde nichts geändert.`,
  notABackup:
    'Die Datei ist keine Sicherung dieses Shops (manifest.json fehlt oder ist ungültig). Es wurde nichts geändert.',
  schemaMismatch: ({ archive, current }: { archive: string; current: string }) =>
    `Die Sicherung hat den Datenbankstand ${archive}, diese Installation ${current}. Bitte mit derselben Version einspielen, mit der gesichert wurde. Es wurde nichts geändert.`,
  databaseNotEmpty: ({ tables }: { tables: string }) =>
    `Die Datenbank ist nicht leer (Daten in: ${tables}). Zum Überschreiben --force angeben. Es wurde nichts geändert.`,
  storageNotEmpty: ({ key }: { key: string }) =>
    `Im Dateispeicher liegt bereits ${key}. Zum Überschreiben --force angeben. Es wurde nichts geändert.`,
} as const;
