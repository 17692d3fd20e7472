/** Texts of the back-office product list, product form and label printing. None is worded in the spec. */
export const backofficeProductsMessages = {
  navProducts: 'Produkte', // not worded in the spec
  listTitle: 'Produkte', // not worded in the spec
  listCaption: 'Alle Produkte', // not worded in the spec
  searchLabel: 'Produkte suchen (Name, UID)', // not worded in the spec
  newProduct: 'Neues Produkt', // not worded in the spec
  editTitle: (name: string) => `Produkt „${name}“ bearbeiten`, // not worded in the spec
  newTitle: 'Neues Produkt', // not worded in the spec
  backToList: 'Zurück zu den Produkten', // not worded in the spec
  notFound: 'Dieses Produkt wurde nicht gefunden.', // not worded in the spec
  created: 'Das Produkt wurde angelegt.', // not worded in the spec

  // list columns and filters
  columnName: 'Name', // not worded in the spec
  columnUid: 'UID', // not worded in the spec
  columnCategory: 'Kategorie', // not worded in the spec
  columnType: 'Typ', // not worded in the spec
  columnPrice: 'Preis', // not worded in the spec
  columnState: 'Status', // not worded in the spec
  columnActions: 'Aktionen', // not worded in the spec
  edit: 'Bearbeiten', // not worded in the spec
  editProduct: (name: string) => `„${name}“ bearbeiten`, // not worded in the spec
  filterCategory: 'Kategorie', // not worded in the spec
  filterEnabled: 'Aktiv', // not worded in the spec
  filterPublic: 'Öffentlich', // not worded in the spec
  filterType: 'Typ', // not worded in the spec
  filterAll: 'Alle', // not worded in the spec
  withoutCategory: 'Ohne Kategorie', // not worded in the spec
  enabled: 'Aktiv', // not worded in the spec
  disabled: 'Inaktiv', // not worded in the spec
  public: 'Öffentlich', // not worded in the spec
  hidden: 'Nicht öffentlich', // not worded in the spec
  yes: 'Ja', // not worded in the spec
  no: 'Nein', // not worded in the spec

  // bulk actions
  bulkEnable: 'Aktivieren', // not worded in the spec
  bulkDisable: 'Deaktivieren', // not worded in the spec
  bulkDone: (count: number) => (count === 1 ? '1 Produkt gespeichert.' : `${count} Produkte gespeichert.`), // not worded in the spec
  bulkFailed: (names: string) => `Nicht gespeichert: ${names}`, // not worded in the spec

  // label printing (spec §9 label grid)
  printLabels: 'Etiketten drucken', // not worded in the spec
  labelLayout: 'Layout', // not worded in the spec
  labelCompact: 'Kompakt (48 pro Seite)', // not worded in the spec
  labelDetail: 'Detail mit Allergenen (10 pro Seite)', // not worded in the spec
  labelDownload: 'PDF öffnen', // not worded in the spec
  labelTitle: 'Etiketten drucken', // not worded in the spec
  cancel: 'Abbrechen', // not worded in the spec
  labelCount: (count: number) => (count === 1 ? 'Etiketten für 1 Produkt' : `Etiketten für ${count} Produkte`), // not worded in the spec

  // product types and choices
  typeConfigurable: 'Konfigurierbar', // not worded in the spec
  typeBundle: 'Bundle', // not worded in the spec
  typeOther: 'Standard', // not worded in the spec
  calculationFixed: 'Fix', // spec §3
  calculationApproximate: 'ca.', // spec §3
  calculationMinimum: 'ab', // spec §3
  leadMinutes: 'Minuten', // not worded in the spec
  leadHours: 'Stunden', // not worded in the spec
  leadDays: 'Tage', // not worded in the spec
  leadWeeks: 'Wochen', // not worded in the spec
  scopeAll: 'Alle', // not worded in the spec
  scopePartners: 'Partner', // not worded in the spec
  scopeBranches: 'Filialen', // not worded in the spec

  // form sections and fields
  sectionGeneral: 'Allgemein', // not worded in the spec
  sectionPrice: 'Preis und Einheit', // not worded in the spec
  sectionQuantities: 'Mengen', // not worded in the spec
  sectionUnits: 'Alternative Einheiten', // not worded in the spec
  sectionTax: 'Steuersätze', // not worded in the spec
  sectionAvailability: 'Sichtbarkeit und Verfügbarkeit', // not worded in the spec
  sectionLeadTime: 'Vorlaufzeit', // not worded in the spec
  sectionAllergens: 'Allergene', // not worded in the spec
  sectionImages: 'Bilder', // not worded in the spec
  sectionParts: 'Konfiguration (Schritte)', // not worded in the spec
  fieldName: 'Name', // not worded in the spec
  fieldUid: 'UID (Artikelnummer)', // not worded in the spec
  fieldUidHelp: 'Buchstaben, Ziffern, - und _', // not worded in the spec
  fieldCategory: 'Kategorie', // not worded in the spec
  fieldType: 'Typ', // not worded in the spec
  fieldDescription: 'Beschreibung', // not worded in the spec
  fieldPosition: 'Position', // not worded in the spec
  fieldPrice: 'Preis', // not worded in the spec
  fieldUnit: 'Einheit', // not worded in the spec
  fieldUnitHelp: 'z. B. Stk., kg, Port.', // not worded in the spec
  fieldCalculationModel: 'Berechnung', // not worded in the spec
  fieldResellingPrice: 'Wiederverkaufspreis', // not worded in the spec
  fieldPriceHidden: 'Preis verbergen', // not worded in the spec
  fieldMinimumQuantity: 'Mindestmenge', // not worded in the spec
  fieldMaximumQuantity: 'Höchstmenge', // not worded in the spec
  fieldQuantityStepSize: 'Schrittweite', // not worded in the spec
  fieldDefaultQuantity: 'Standardmenge', // not worded in the spec
  fieldDefaultUnit: 'Standardeinheit', // not worded in the spec
  fieldRatio: 'Verhältnis zur Einheit', // not worded in the spec
  fieldRatioHelp: 'Wie viele Grundeinheiten eine dieser Einheiten sind', // not worded in the spec
  addUnit: 'Einheit hinzufügen', // not worded in the spec
  removeUnit: (unit: string) => `Einheit „${unit}“ entfernen`, // not worded in the spec
  unitNumber: (index: number) => `Einheit ${index}`, // not worded in the spec
  noUnits: 'Keine alternativen Einheiten.', // not worded in the spec
  fieldTax: 'Steuer Lieferung', // not worded in the spec
  fieldTakeawayTax: 'Steuer Abholung', // not worded in the spec
  fieldDineInTax: 'Steuer vor Ort', // not worded in the spec
  fieldEnabled: 'Aktiv', // not worded in the spec
  fieldPublic: 'Öffentlich sichtbar', // not worded in the spec
  fieldStepByStep: 'Schritt für Schritt konfigurieren', // not worded in the spec
  fieldScope: 'Verfügbar für', // not worded in the spec
  fieldLeadTimeEnabled: 'Vorlaufzeit verlangen', // not worded in the spec
  fieldLeadTimeType: 'Einheit der Vorlaufzeit', // not worded in the spec
  fieldLeadTimeValue: 'Vorlaufzeit', // not worded in the spec
  fieldAllergens: 'Allergene (Kurzform)', // not worded in the spec
  fieldAllergensHelp: 'z. B. A, C, G', // not worded in the spec
  fieldContentAllergens: 'Allergene (ausführlich, HTML)', // not worded in the spec
  fieldDuration: 'Anzeigedauer je Bild (Sekunden)', // not worded in the spec
  schedule: 'Zeitplan', // not worded in the spec
  scheduleHelp: 'Ohne Einträge ist das Produkt immer verfügbar.', // not worded in the spec
  scheduleFrom: 'Von', // not worded in the spec
  scheduleTo: 'Bis', // not worded in the spec
  scheduleEntry: (index: number) => `Zeitraum ${index}`, // not worded in the spec
  addSchedule: 'Zeitraum hinzufügen', // not worded in the spec
  removeSchedule: (index: number) => `Zeitraum ${index} entfernen`, // not worded in the spec
  noSchedule: 'Keine Zeiträume.', // not worded in the spec

  // images
  imagesLabel: 'Bilder des Produkts', // not worded in the spec
  imagesHelp: 'Das erste Bild ist das Hauptbild. Formate: jpg, png, gif, webp, svg.', // not worded in the spec
  uploadImage: 'Bild hochladen', // not worded in the spec
  uploading: 'Wird hochgeladen …', // not worded in the spec
  noImages: 'Noch keine Bilder.', // not worded in the spec
  imageAlt: 'Alternativtext', // not worded in the spec
  imageLabel: (index: number) => `Bild ${index}`, // not worded in the spec
} as const;
