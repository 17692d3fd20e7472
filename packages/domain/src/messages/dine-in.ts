/** Texts of dine-in at a table whose QR card was scanned (issue 24 point 3). Not worded in the spec except where marked. */
export const dineInMessages = {
  table: 'Tisch', // not worded in the spec
  /** An unknown identifier, a disabled table, or a table of another branch: the visitor learns no more than that. */
  tableUnavailable: (identifier: string) =>
    `Der Tisch „${identifier}“ ist leider nicht verfügbar. Bitte wenden Sie sich an unser Personal oder wählen Sie Ihren Tisch im Bestellvorgang aus.`, // not worded in the spec
  /** The table exists but its branch takes no orders at the table (dine-in switched off). */
  noDineIn: (branchName: string) =>
    `Die Filiale ${branchName} bietet derzeit keine Bestellung am Tisch an. Bitte wenden Sie sich an unser Personal oder bestellen Sie zur Abholung.`, // not worded in the spec
  fixedTable: (identifier: string) => `Sie bestellen an Tisch ${identifier}.`, // not worded in the spec
  fixedTableHint: 'Der Tisch wurde über den QR-Code gewählt.', // not worded in the spec
  checking: 'Tisch wird geprüft …', // not worded in the spec
} as const;
