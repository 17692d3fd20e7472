import type { PartModifier, PartType } from '../entities/catalog.js';

/**
 * Texts of the back-office's configurable-parts editor, price preview, categories, menus ('Produktkataloge') and
 * tags. The spec words only the names of the areas; everything else is not worded in the spec.
 */
export const backofficeCatalogStructureMessages = {
  // Parts editor
  parts: 'Konfigurierbare Schritte', // not worded in the spec
  partsHint: 'Schritte, die der Kunde beim Bestellen ausfüllt oder auswählt.', // not worded in the spec
  noParts: 'Noch keine Schritte.', // not worded in the spec
  addPart: 'Schritt hinzufügen', // not worded in the spec
  removePart: 'Schritt entfernen', // not worded in the spec
  newPartName: (n: number) => `Schritt ${n}`, // not worded in the spec
  partName: 'Name des Schritts', // not worded in the spec
  partDescription: 'Beschreibung', // not worded in the spec
  partType: 'Art', // not worded in the spec
  partOptional: 'Optional (der Kunde darf den Schritt leer lassen)', // not worded in the spec
  optionalBadge: 'optional', // not worded in the spec
  partTypes: {
    text: 'Text (einzeilig)',
    textarea: 'Text (mehrzeilig)',
    image: 'Bild',
    images: 'Bilder',
    file: 'Datei',
    files: 'Dateien',
    select: 'Auswahl (eine Option)',
    multiselect: 'Mehrfachauswahl',
  } satisfies Record<PartType, string>, // not worded in the spec
  options: 'Optionen', // not worded in the spec
  noOptions: 'Noch keine Optionen.', // not worded in the spec
  optionsOnlyForChoices: 'Optionen gibt es nur bei Auswahl und Mehrfachauswahl.', // not worded in the spec
  addOption: 'Option hinzufügen', // not worded in the spec
  removeOption: 'Option entfernen', // not worded in the spec
  newOptionName: (n: number) => `Option ${n}`, // not worded in the spec
  optionName: 'Name der Option', // not worded in the spec
  optionModifier: 'Preisänderung', // not worded in the spec
  optionValue: 'Betrag', // not worded in the spec
  modifiers: {
    add: 'Aufpreis (+)',
    subtract: 'Abzug (−)',
    overwrite: 'Ersetzt den Preis (=)',
  } satisfies Record<PartModifier, string>, // not worded in the spec
  modifierSigns: { add: '+', subtract: '−', overwrite: '=' } satisfies Record<PartModifier, string>, // not worded in the spec
  moveUp: 'nach oben', // not worded in the spec
  moveDown: 'nach unten', // not worded in the spec
  moveUpItem: (name: string) => `„${name}“ nach oben`, // not worded in the spec
  moveDownItem: (name: string) => `„${name}“ nach unten`, // not worded in the spec
  removeItem: (name: string) => `„${name}“ entfernen`, // not worded in the spec
  editItem: (name: string) => `„${name}“ bearbeiten`, // not worded in the spec
  dragHandle: 'Ziehen zum Verschieben', // not worded in the spec
  reorderHint:
    'Reihenfolge ändern: ziehen, oder mit der Tastatur den Griff fokussieren, Eingabetaste drücken, mit den Pfeiltasten verschieben und mit der Eingabetaste ablegen.', // not worded in the spec
  stepsList: 'Schritte', // not worded in the spec
  optionsList: (part: string) => `Optionen von „${part}“`, // not worded in the spec
  unnamed: '(ohne Namen)', // not worded in the spec
  hasErrors: 'enthält Fehler', // not worded in the spec

  // Price preview
  preview: 'Preisvorschau', // not worded in the spec
  previewHint: 'So berechnet der Shop den Preis: Optionen wählen und Menge eingeben.', // not worded in the spec
  previewAmount: 'Menge', // not worded in the spec
  previewUnit: 'Einheit', // not worded in the spec
  previewBasePrice: 'Grundpreis', // not worded in the spec
  previewUnitPrice: 'Preis je Einheit mit Optionen', // not worded in the spec
  previewTotal: 'Preis im Warenkorb', // not worded in the spec
  previewNoChoice: 'Keine Auswahl', // not worded in the spec
  previewInvalid: 'Der Preis kann mit diesen Angaben nicht berechnet werden.', // not worded in the spec
  previewNoPrice: 'Bitte zuerst einen gültigen Preis eingeben.', // not worded in the spec
  previewPartner: 'Als Partnerfiliale (Wiederverkaufspreis)', // not worded in the spec
  previewNoChoices: 'Dieses Produkt hat keine Auswahlschritte.', // not worded in the spec

  // Common to the lists and forms
  name: 'Name', // not worded in the spec
  image: 'Bild', // not worded in the spec
  noImage: 'Kein Bild', // not worded in the spec
  uploadImage: 'Bild hochladen', // not worded in the spec
  replaceImage: 'Bild ersetzen', // not worded in the spec
  removeImage: 'Bild entfernen', // not worded in the spec
  uploading: 'Wird hochgeladen …', // not worded in the spec
  edit: 'Bearbeiten', // not worded in the spec
  back: 'Zurück zur Liste', // not worded in the spec
  actions: 'Aktionen', // not worded in the spec
  yes: 'ja', // not worded in the spec
  no: 'nein', // not worded in the spec

  // Categories
  categories: 'Kategorien', // spec §1 back-office areas
  newCategory: 'Neue Kategorie', // not worded in the spec
  editCategory: (name: string) => `Kategorie „${name}“`, // not worded in the spec
  description: 'Beschreibung', // not worded in the spec
  isPublic: 'Öffentlich', // not worded in the spec
  isEnabled: 'Aktiv', // not worded in the spec
  isVisibleWhenUnavailable: 'Sichtbar, wenn nicht verfügbar (deaktiviert angezeigt)', // not worded in the spec
  schedule: 'Zeitplan', // not worded in the spec
  scheduleHint: 'Nur in diesen Zeiträumen verfügbar. Ohne Zeitraum immer verfügbar.', // not worded in the spec
  noSchedule: 'Immer verfügbar.', // not worded in the spec
  addWindow: 'Zeitraum hinzufügen', // not worded in the spec
  removeWindow: 'Zeitraum entfernen', // not worded in the spec
  windowFrom: 'Von', // not worded in the spec
  windowTo: 'Bis', // not worded in the spec
  window: (n: number) => `Zeitraum ${n}`, // not worded in the spec
  position: 'Position', // not worded in the spec

  // Menus
  menus: 'Produktkataloge', // spec §1 back-office areas
  newMenu: 'Neuer Produktkatalog', // not worded in the spec
  editMenu: (name: string) => `Produktkatalog „${name}“`, // not worded in the spec
  availableFrom: 'Gültig ab', // not worded in the spec
  availableFromDate: 'Datum', // not worded in the spec
  availableFromTime: 'Uhrzeit', // not worded in the spec
  branches: 'Filialen', // not worded in the spec
  catalog: 'Kategorien und Produkte', // not worded in the spec
  catalogHint: 'Die Reihenfolge hier ist die Reihenfolge im Shop.', // not worded in the spec
  noCategoriesInMenu: 'Noch keine Kategorien in diesem Produktkatalog.', // not worded in the spec
  addCategory: 'Kategorie hinzufügen', // not worded in the spec
  chooseCategory: 'Kategorie wählen', // not worded in the spec
  removeCategory: 'Kategorie entfernen', // not worded in the spec
  productsOf: (category: string) => `Produkte in „${category}“`, // not worded in the spec
  noProductsInCategory: 'Noch keine Produkte in dieser Kategorie.', // not worded in the spec
  addProduct: 'Produkt hinzufügen', // not worded in the spec
  chooseProduct: 'Produkt wählen', // not worded in the spec
  categoriesList: 'Kategorien des Produktkatalogs', // not worded in the spec
  unknownCategory: (id: number) => `Kategorie #${id}`, // not worded in the spec
  unknownProduct: (id: number) => `Produkt #${id}`, // not worded in the spec
  productCount: (n: number) => (n === 1 ? '1 Produkt' : `${n} Produkte`), // not worded in the spec
  categoryCount: (n: number) => (n === 1 ? '1 Kategorie' : `${n} Kategorien`), // not worded in the spec
  active: 'aktiv', // not worded in the spec

  // Tags
  tags: 'Tags', // spec §1 back-office areas
  newTag: 'Neuer Tag', // not worded in the spec
  editTag: (name: string) => `Tag „${name}“`, // not worded in the spec
} as const;
