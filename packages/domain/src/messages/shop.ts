/**
 * Labels of the storefront's controls that the spec describes but does not word (§2 Layout, Branch list, Branch
 * storefront, Shop page, Product configuration overlay). Every one is `// not worded in the spec`; spec texts of
 * these screens live in layout.ts, pricing.ts and hours.ts.
 */
export const shopMessages = {
  skipToContent: 'Zum Inhalt springen', // not worded in the spec
  home: 'Startseite', // not worded in the spec
  cartWithCount: (p: { count: number }) => `Warenkorb, ${p.count} Artikel`, // not worded in the spec
  close: 'Schließen', // not worded in the spec
  previousImage: 'Vorheriges Bild', // not worded in the spec
  nextImage: 'Nächstes Bild', // not worded in the spec
  imageOf: (p: { index: number; total: number }) => `Bild ${p.index} von ${p.total}`, // not worded in the spec
  lightbox: 'Bildansicht', // not worded in the spec
  openImage: (p: { name: string }) => `Bild von ${p.name} vergrößern`, // not worded in the spec
  mainNavigation: 'Hauptnavigation', // not worded in the spec
  footerNavigation: 'Fußnavigation', // not worded in the spec
  socialLinks: 'Soziale Netzwerke', // not worded in the spec
  openingHours: 'Öffnungszeiten', // not worded in the spec
  deliveryHours: 'Lieferzeiten', // not worded in the spec
  address: 'Adresse', // not worded in the spec
  closedDay: 'geschlossen', // not worded in the spec
  searchBranches: 'Filiale suchen', // not worded in the spec
  tagFilter: 'Nach Merkmalen filtern', // not worded in the spec
  branchClosed: 'Derzeit geschlossen', // not worded in the spec
  branchInactive: 'Derzeit nicht verfügbar', // not worded in the spec
  categories: 'Kategorien', // not worded in the spec
  category: 'Kategorie', // not worded in the spec
  showCart: 'Warenkorb anzeigen', // not worded in the spec
  showAllergens: (p: { name: string }) => `Allergene von ${p.name} anzeigen`, // not worded in the spec
  allergensOf: (p: { name: string }) => `Allergene: ${p.name}`, // not worded in the spec
  unavailable: 'Derzeit nicht erhältlich', // not worded in the spec
  // product configuration overlay
  amount: 'Menge', // not worded in the spec
  unit: 'Einheit', // not worded in the spec
  decrease: 'Menge verringern', // not worded in the spec
  increase: 'Menge erhöhen', // not worded in the spec
  optional: 'optional', // not worded in the spec
  stepOf: (p: { step: number; total: number }) => `Schritt ${p.step} von ${p.total}`, // not worded in the spec
  addToCart: 'In den Warenkorb', // not worded in the spec
  saveChanges: 'Änderungen speichern', // not worded in the spec
  cancel: 'Abbrechen', // not worded in the spec
  next: 'Weiter', // not worded in the spec
  back: 'Zurück', // not worded in the spec
  edit: 'Bearbeiten', // not worded in the spec
  chooseFile: 'Datei auswählen', // not worded in the spec
  chooseFiles: 'Dateien auswählen', // not worded in the spec
  uploading: 'Wird hochgeladen...', // not worded in the spec
  removeFile: (p: { name: string }) => `${p.name} entfernen`, // not worded in the spec
  filesChosen: (p: { count: number }) => (p.count === 1 ? '1 Datei' : `${p.count} Dateien`), // not worded in the spec
  price: 'Preis', // not worded in the spec
  removeItem: (p: { name: string }) => `${p.name} entfernen`, // not worded in the spec
  editItem: (p: { name: string }) => `${p.name} bearbeiten`, // not worded in the spec
  // checkout placeholder of this round
  checkoutFollows: 'Der Bestellvorgang wird in Kürze freigeschaltet.', // not worded in the spec
  backToStore: 'Zurück zur Filiale', // not worded in the spec
} as const;
