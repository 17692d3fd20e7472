/**
 * Texts of the back-office screens for tables, customers, external users and donatees (issue 24 points 3 and 4).
 * The '… konnten nicht geladen werden.' lines are spec §8 ('{Thing} konnte nicht geladen/… werden.' for Tische,
 * Kunden, Spendenempfänger); everything else is not worded in the spec.
 */
export const backofficePeopleMessages = {
  tables: {
    title: 'Tische', // not worded in the spec
    newTable: 'Neuer Tisch', // not worded in the spec
    editTable: (identifier: string) => `Tisch „${identifier}“ bearbeiten`, // not worded in the spec
    loadFailed: 'Tische konnten nicht geladen werden.', // spec §8
    createFailed: 'Tische konnten nicht erstellt werden.', // spec §8
    updateFailed: 'Tische konnten nicht aktualisiert werden.', // spec §8
    deleteFailed: 'Tische konnten nicht gelöscht werden.', // spec §8
    deleteQuestion: (identifier: string) => `Tisch „${identifier}“ wirklich löschen?`, // not worded in the spec
    deleteTable: 'Tisch löschen', // not worded in the spec
    backToList: 'Zurück zu den Tischen', // not worded in the spec
    sectionTable: 'Tisch', // not worded in the spec
    branch: 'Filiale', // not worded in the spec
    identifier: 'Nummer', // not worded in the spec
    identifierHint: 'Steht auf der Tischkarte in der Mitte des QR-Codes; je Filiale eindeutig.', // not worded in the spec
    name: 'Bezeichnung', // not worded in the spec
    seats: 'Plätze', // not worded in the spec
    isEnabled: 'Aktiv (Bestellungen an diesem Tisch möglich)', // not worded in the spec
    enabled: 'Aktiv', // not worded in the spec
    disabled: 'Deaktiviert', // not worded in the spec
    qrCards: 'Tischkarten (PDF)', // not worded in the spec
    search: 'Tisch suchen', // not worded in the spec
    /** The PDF's cards. */
    cardsTitle: 'Tischkarten', // not worded in the spec
    cardTable: (identifier: string) => `Tisch ${identifier}`, // not worded in the spec
    cardInstruction: 'QR-Code scannen und direkt am Tisch bestellen.', // not worded in the spec
    noTables: 'Diese Filiale hat keine aktiven Tische.', // not worded in the spec
    noDineIn:
      'Diese Filiale bietet keine Bestellung am Tisch an: Gäste, die einen Tisch-QR-Code scannen, können dort nicht bestellen. Schalten Sie „Vor Ort“ in den Einstellungen der Filiale ein.', // not worded in the spec
  },
  customers: {
    title: 'Kunden', // not worded in the spec
    adminOnly: 'Nur Administratoren verwalten Kunden.', // not worded in the spec
    loadFailed: 'Kunden konnten nicht geladen werden.', // spec §8
    createFailed: 'Kunden konnten nicht erstellt werden.', // spec §8
    updateFailed: 'Kunden konnten nicht aktualisiert werden.', // spec §8
    deleteFailed: 'Kunden konnten nicht gelöscht werden.', // spec §8
    search: 'Name, E-Mail oder Telefon', // not worded in the spec
    editCustomer: (name: string) => `Kunde „${name}“`, // not worded in the spec
    backToList: 'Zurück zu den Kunden', // not worded in the spec
    sectionPerson: 'Kontakt', // not worded in the spec
    sectionAddress: 'Adresse', // not worded in the spec
    intro: 'Kunden entstehen aus Bestellungen: gleiche E-Mail-Adresse oder Telefonnummer ergibt denselben Kunden.', // not worded in the spec
    name: 'Name', // not worded in the spec
    firstName: 'Vorname', // not worded in the spec
    lastName: 'Nachname', // not worded in the spec
    companyName: 'Firma', // not worded in the spec
    email: 'E-Mail', // not worded in the spec
    phone: 'Telefon', // not worded in the spec
    street: 'Straße und Hausnummer', // not worded in the spec
    zipCode: 'PLZ', // not worded in the spec
    city: 'Ort', // not worded in the spec
    country: 'Land', // not worded in the spec
    comment: 'Notiz', // not worded in the spec
    orders: 'Bestellungen', // not worded in the spec
    orderCount: 'Anzahl Bestellungen', // not worded in the spec
    revenue: 'Umsatz', // not worded in the spec
    revenueHint: 'Summe der Bestellungen ohne stornierte, abgelehnte und fehlgeschlagene.', // not worded in the spec
    firstOrder: 'Erste Bestellung', // not worded in the spec
    lastOrder: 'Letzte Bestellung', // not worded in the spec
    updatedAt: 'Zuletzt aktualisiert', // not worded in the spec
    noOrders: 'Keine Bestellungen.', // not worded in the spec
    ticket: 'Ticket', // spec §2 Order status page
    placedAt: 'Bestellt am', // not worded in the spec
    total: 'Summe', // not worded in the spec
    state: 'Status', // not worded in the spec
    export: 'Daten exportieren (JSON)', // not worded in the spec
    exportFailed: 'Kundendaten konnten nicht exportiert werden.', // not worded in the spec
    merge: 'Duplikate zusammenführen', // not worded in the spec
    mergeHint:
      'Die Bestellungen der gewählten Kunden werden diesem Kunden zugeordnet; die gewählten Kunden werden danach gelöscht.', // not worded in the spec
    mergeChoose: 'Kunden, die zusammengeführt werden', // not worded in the spec
    mergeConfirm: 'Zusammenführen', // not worded in the spec
    mergeDone: (count: number) =>
      count === 1 ? '1 Kunde wurde zusammengeführt.' : `${count} Kunden wurden zusammengeführt.`, // not worded in the spec
    mergeFailed: 'Kunden konnten nicht zusammengeführt werden.', // not worded in the spec
    mergeSelf: 'Ein Kunde kann nicht mit sich selbst zusammengeführt werden.', // not worded in the spec
    mergeUnknown: 'Mindestens einer der gewählten Kunden existiert nicht.', // not worded in the spec
    erase: 'Personenbezogene Daten löschen', // not worded in the spec
    eraseQuestion: (name: string) => `Alle personenbezogenen Daten von „${name}“ löschen?`, // not worded in the spec
    eraseHint:
      'Der Kunde wird gelöscht; in seinen Bestellungen werden Name, E-Mail, Telefon, Adresse und Kommentar entfernt. Beträge, Artikel und Daten bleiben für die Buchhaltung erhalten. Das lässt sich nicht rückgängig machen.', // not worded in the spec
    erased: (count: number) => `Die personenbezogenen Daten wurden gelöscht (${count} Bestellungen anonymisiert).`, // not worded in the spec
    eraseFailed: 'Kundendaten konnten nicht gelöscht werden.', // not worded in the spec
    hasOrders:
      'Dieser Kunde hat Bestellungen. Verwenden Sie „Personenbezogene Daten löschen“, damit auch die Bestellungen anonymisiert werden.', // not worded in the spec
    anonymised: 'Anonymisiert', // not worded in the spec
  },
  externalUsers: {
    title: 'Externe Benutzer', // not worded in the spec
    adminOnly: 'Nur Administratoren verwalten externe Benutzer.', // not worded in the spec
    newExternalUser: 'Neuer externer Benutzer', // not worded in the spec
    editExternalUser: (name: string) => `Externer Benutzer „${name}“`, // not worded in the spec
    loadFailed: 'Externe Benutzer konnten nicht geladen werden.', // not worded in the spec
    createFailed: 'Externer Benutzer konnte nicht erstellt werden.', // not worded in the spec
    updateFailed: 'Externer Benutzer konnte nicht aktualisiert werden.', // not worded in the spec
    deleteFailed: 'Externer Benutzer konnte nicht gelöscht werden.', // not worded in the spec
    deleteQuestion: (name: string) => `Externen Benutzer „${name}“ wirklich löschen?`, // not worded in the spec
    deleteExternalUser: 'Externen Benutzer löschen', // not worded in the spec
    backToList: 'Zurück zu den externen Benutzern', // not worded in the spec
    section: 'Konto', // not worded in the spec
    search: 'Benutzername suchen', // not worded in the spec
    provider: 'Anbieter', // not worded in the spec
    externalId: 'Externe ID', // not worded in the spec
    username: 'Benutzername', // not worded in the spec
    email: 'E-Mail', // not worded in the spec
    firstName: 'Vorname', // not worded in the spec
    lastName: 'Nachname', // not worded in the spec
    user: 'Verknüpfter Benutzer', // not worded in the spec
    noUser: 'Keiner', // not worded in the spec
  },
  donatees: {
    title: 'Spendenempfänger', // spec §1
    adminOnly: 'Nur Administratoren verwalten Spendenempfänger.', // not worded in the spec
    newDonatee: 'Neuer Spendenempfänger', // not worded in the spec
    editDonatee: (name: string) => `Spendenempfänger „${name}“ bearbeiten`, // not worded in the spec
    loadFailed: 'Spendenempfänger konnten nicht geladen werden.', // spec §8
    createFailed: 'Spendenempfänger konnten nicht erstellt werden.', // spec §8
    updateFailed: 'Spendenempfänger konnten nicht aktualisiert werden.', // spec §8
    deleteFailed: 'Spendenempfänger konnten nicht gelöscht werden.', // spec §8
    deleteQuestion: (name: string) => `Spendenempfänger „${name}“ wirklich löschen?`, // not worded in the spec
    deleteDonatee: 'Spendenempfänger löschen', // not worded in the spec
    backToList: 'Zurück zu den Spendenempfängern', // not worded in the spec
    section: 'Organisation', // not worded in the spec
    search: 'Spendenempfänger suchen', // not worded in the spec
    name: 'Name', // not worded in the spec
    identifier: 'Kennung', // not worded in the spec
    description: 'Beschreibung', // not worded in the spec
    position: 'Reihenfolge', // not worded in the spec
    isEnabled: 'Aktiv (im Bestellvorgang wählbar)', // not worded in the spec
    enabled: 'Aktiv', // not worded in the spec
    disabled: 'Deaktiviert', // not worded in the spec
    donations: 'Erhaltene Spenden', // not worded in the spec
    donationCount: 'Anzahl Spenden', // not worded in the spec
    donationTotal: 'Spendensumme', // not worded in the spec
    donationHint: (amount: string) =>
      `Je Bestellung, die nicht storniert, abgelehnt oder fehlgeschlagen ist, spendet der Shop ${amount}.`, // not worded in the spec
    noDonations: 'Noch keine Spenden.', // not worded in the spec
  },
} as const;
