/** Texts of the back-office tables (search, sorting, selection, paging). None of them is worded in the spec. */
export const backofficeTableMessages = {
  empty: 'Keine Einträge gefunden.', // not worded in the spec
  loading: 'Wird geladen …', // not worded in the spec
  search: 'Suchen', // not worded in the spec
  sortBy: (column: string) => `Nach „${column}“ sortieren`, // not worded in the spec
  sortedAscending: 'aufsteigend sortiert', // not worded in the spec
  sortedDescending: 'absteigend sortiert', // not worded in the spec
  selectAll: 'Alle Einträge dieser Seite auswählen', // not worded in the spec
  selectRow: (row: string) => `„${row}“ auswählen`, // not worded in the spec
  selected: (count: number) => (count === 1 ? '1 Eintrag ausgewählt' : `${count} Einträge ausgewählt`), // not worded in the spec
  clearSelection: 'Auswahl aufheben', // not worded in the spec
  pagination: 'Seiten', // not worded in the spec
  firstPage: 'Erste Seite', // not worded in the spec
  previousPage: 'Vorherige Seite', // not worded in the spec
  nextPage: 'Nächste Seite', // not worded in the spec
  lastPage: 'Letzte Seite', // not worded in the spec
  pageOf: (page: number, pages: number) => `Seite ${page} von ${pages}`, // not worded in the spec
  pageOfMore: (page: number, pages: number) => `Seite ${page} von mehr als ${pages}`, // not worded in the spec
  pageSize: 'Einträge pro Seite', // not worded in the spec
  total: (count: number) => (count === 1 ? '1 Eintrag' : `${count} Einträge`), // not worded in the spec
  range: (from: number, to: number, total: number) => `${from}–${to} von ${total}`, // not worded in the spec
  rangeOfMore: (from: number, to: number, total: number) => `${from}–${to} von mehr als ${total}`, // not worded in the spec
} as const;
