/**
 * Texts of the back-office branch screens (Filialen): list, form, opening-hours editor and preview, delivery areas,
 * branch API keys. Field names follow spec §3; none of these labels is worded in the spec.
 */
export const backofficeBranchesMessages = {
  title: 'Filialen', // not worded in the spec
  newBranch: 'Neue Filiale', // not worded in the spec
  editBranch: (name: string) => `Filiale „${name}“ bearbeiten`, // not worded in the spec
  backToList: 'Zurück zu den Filialen', // not worded in the spec
  loadFailed: 'Filialen konnten nicht geladen werden.', // spec §8 back-office defaults (branches), wording ours
  deleteFailed: 'Filiale konnte nicht gelöscht werden.', // spec §8 back-office defaults (branches), wording ours
  deleteBranch: 'Filiale löschen', // not worded in the spec
  deleteQuestion: (name: string) => `Filiale „${name}“ wirklich löschen?`, // not worded in the spec
  deleteHint: 'Bestellungen der Filiale bleiben erhalten; gelöschte Filialen lassen sich nicht wiederherstellen.', // not worded in the spec
  columns: {
    name: 'Name', // not worded in the spec
    identifier: 'Kennung', // not worded in the spec
    city: 'Ort', // not worded in the spec
    modes: 'Bestellarten', // not worded in the spec
    state: 'Status', // not worded in the spec
    actions: 'Aktionen', // not worded in the spec
  },
  edit: 'Bearbeiten', // not worded in the spec
  public: 'Öffentlich', // not worded in the spec
  hidden: 'Nicht öffentlich', // not worded in the spec
  enabled: 'Aktiv', // not worded in the spec
  disabled: 'Deaktiviert', // not worded in the spec

  sections: {
    general: 'Allgemein', // not worded in the spec
    contact: 'Adresse und Kontakt', // not worded in the spec
    media: 'Bilder', // not worded in the spec
    modes: 'Bestellarten', // not worded in the spec
    required: 'Pflichtangaben der Kunden', // not worded in the spec
    payment: 'Zahlungsarten', // not worded in the spec
    acceptance: 'Annahme neuer Bestellungen', // not worded in the spec (issue 27)
    hours: 'Öffnungszeiten', // not worded in the spec
    deliveryHours: 'Lieferzeiten', // not worded in the spec
    preview: 'Vorschau: Was der Shop sagt', // not worded in the spec
    deliveryAreas: 'Liefergebiete', // not worded in the spec
    keys: 'API-Schlüssel für Desk und Frontdesk', // not worded in the spec
  },
  fields: {
    identifier: 'Kennung (URL)', // not worded in the spec
    identifierHint: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. wien-mariahilf; ergibt /store/{Kennung}.', // not worded in the spec
    identificationNumber: 'Partnernummer', // not worded in the spec
    identificationNumberHint: 'Nur für Partnerfilialen: Produkte mit Geltungsbereich „Partner“ werden hier angeboten.', // not worded in the spec
    name: 'Name', // not worded in the spec
    description: 'Beschreibung', // not worded in the spec
    street: 'Straße und Hausnummer', // not worded in the spec
    zipCode: 'PLZ', // not worded in the spec
    city: 'Ort', // not worded in the spec
    country: 'Land', // not worded in the spec
    phone: 'Telefon', // not worded in the spec
    email: 'E-Mail', // not worded in the spec
    latitude: 'Breitengrad', // not worded in the spec
    longitude: 'Längengrad', // not worded in the spec
    coordinatesHint: 'Dezimalgrad mit Punkt, z. B. 48.1967', // not worded in the spec
    keywords: 'Suchbegriffe', // not worded in the spec
    keywordsHint: 'Weitere Begriffe für die Filialsuche, durch Komma getrennt.', // not worded in the spec
    tags: 'Tags', // not worded in the spec
    images: 'Bilder (das erste ist das Titelbild)', // not worded in the spec
    logo: 'Logo', // not worded in the spec
    isPublic: 'Öffentlich sichtbar', // not worded in the spec
    isEnabled: 'Aktiv', // not worded in the spec
    orderableFrom: 'Bestellbar ab (Uhrzeit)', // not worded in the spec
    orderableFromHint: 'Leer lassen, wenn Bestellungen jederzeit angenommen werden.', // not worded in the spec
    closedMessage: 'Text bei geschlossener Filiale', // not worded in the spec
    closedMessageHint: 'Wird gezeigt, wenn in absehbarer Zeit keine Öffnung geplant ist.', // not worded in the spec
    isTakeawayEnabled: 'Abholung', // spec §1 (takeaway shown as Abholung)
    isDeliveryEnabled: 'Lieferung', // not worded in the spec
    isDineInEnabled: 'Vor Ort', // not worded in the spec
    isTableSelectionEnabled: 'Tischauswahl vor Ort', // not worded in the spec
    isPreorderEnabled: 'Vorbestellungen außerhalb der Öffnungszeiten', // not worded in the spec
    isQuotationRequired: 'Nur Angebotsanfragen', // not worded in the spec
    isAppointmentRequired: 'Termin ist Pflicht', // not worded in the spec
    isCashEnabled: 'Barzahlung', // spec §9 label
    isATMCardEnabled: 'EC Karte / Debitkarte', // spec §9 label
    isVoucherEnabled: 'Gutschein', // not worded in the spec
    isOnlinePaymentEnabled: 'Online bezahlen', // spec §9 label
    isOnlineAlternativePaymentEnabled: 'Online bezahlen (alternativer Anbieter)', // not worded in the spec
    isAutoAcceptEnabled: 'Automatisch bestätigen', // issue 27 wording
    isAutoAcceptEnabledHint:
      'Neue Bestellungen werden sofort mit der Standard-Vorlaufzeit bestätigt; die Tafel klingelt einmal, der Desk druckt wie bei einer bestätigten Bestellung. Online bezahlte Bestellungen werden weiter von Hand bestätigt.', // not worded in the spec
    autoAcceptMinutes: 'Standard-Vorlaufzeit', // not worded in the spec
    minutes: 'Min.', // not worded in the spec
    quickQuoteMinutes: 'Schnellzeiten beim Bestätigen', // not worded in the spec
    quickQuoteMinutesHint: 'Minuten, durch Komma getrennt (höchstens 6), z. B. 15, 20, 30, 45.', // not worded in the spec
    isDeliveryHoursEnabled: 'Eigene Lieferzeiten', // not worded in the spec
    isDeliveryHoursEnabledHint: 'Ohne eigene Lieferzeiten gilt für Lieferungen die Öffnungszeit.', // not worded in the spec
  },
  requiredTable: {
    caption: 'Pflichtangaben je Bestellart', // not worded in the spec
    mode: 'Bestellart', // not worded in the spec
    email: 'E-Mail', // not worded in the spec
    phone: 'Telefon', // not worded in the spec
    address: 'Adresse', // not worded in the spec
    field: (what: string, mode: string) => `${what} bei ${mode} verlangen`, // not worded in the spec
  },
  hours: {
    type: 'Gilt für', // not worded in the spec
    date: 'Datum', // not worded in the spec
    closed: 'Geschlossen', // not worded in the spec
    from: 'Von', // not worded in the spec
    to: 'Bis', // not worded in the spec
    add: 'Zeile hinzufügen', // not worded in the spec
    addClosedDay: 'Geschlossenen Tag hinzufügen', // not worded in the spec
    remove: 'Entfernen', // not worded in the spec
    removeRow: (index: number) => `Zeile ${index} entfernen`, // not worded in the spec
    empty: 'Keine Zeiten eingetragen: die Filiale ist immer geschlossen.', // not worded in the spec
    types: {
      daily: 'Täglich',
      monday: 'Montag',
      tuesday: 'Dienstag',
      wednesday: 'Mittwoch',
      thursday: 'Donnerstag',
      friday: 'Freitag',
      saturday: 'Samstag',
      sunday: 'Sonntag',
      once: 'Einmalig (Datum)',
    }, // not worded in the spec
  },
  preview: {
    intro: 'So zeigt der Shop die Filiale mit den eingegebenen (auch noch nicht gespeicherten) Zeiten.', // not worded in the spec
    now: 'Jetzt', // not worded in the spec
    at: 'Zu einem Zeitpunkt', // not worded in the spec
    date: 'Datum', // not worded in the spec
    time: 'Uhrzeit', // not worded in the spec
    store: 'Filiale', // not worded in the spec
    delivery: 'Lieferung', // not worded in the spec
    invalid: 'Bitte zuerst die markierten Zeiten korrigieren.', // not worded in the spec
  },
  areas: {
    area: 'Gebiet', // not worded in the spec
    price: 'Liefergebühr', // not worded in the spec
    tax: 'Steuersatz', // not worded in the spec
    free: 'Kostenlos', // spec §2 Checkout
    freeFromOrderValue: 'Kostenlos ab', // not worded in the spec
    minimumOrderValue: 'Mindestbestellwert', // not worded in the spec
    add: 'Liefergebiet hinzufügen', // not worded in the spec
    removeRow: (area: string) => `Liefergebiet „${area}“ entfernen`, // not worded in the spec
    empty: 'Keine Liefergebiete eingetragen.', // not worded in the spec
    row: (index: number) => `Liefergebiet ${index}`, // not worded in the spec
  },
  images: {
    upload: 'Bild hochladen', // not worded in the spec
    uploading: 'Wird hochgeladen …', // not worded in the spec
    remove: 'Bild entfernen', // not worded in the spec
    moveFirst: 'Als Titelbild verwenden', // not worded in the spec
    none: 'Kein Bild', // not worded in the spec
    alt: (index: number) => `Bild ${index}`, // not worded in the spec
  },
  keys: {
    intro: 'Desk- und Frontdesk-Geräte melden sich mit einem Schlüssel dieser Filiale an.', // not worded in the spec
    name: 'Bezeichnung', // not worded in the spec
    nameHint: 'z. B. Desk Kassa 1 oder Frontdesk Eingang', // not worded in the spec
    create: 'Schlüssel erstellen', // not worded in the spec
    created: 'Erstellt', // not worded in the spec
    lastUsed: 'Zuletzt verwendet', // not worded in the spec
    never: 'nie', // not worded in the spec
    state: 'Status', // not worded in the spec
    active: 'Aktiv', // not worded in the spec
    revoked: 'Widerrufen', // not worded in the spec
    revoke: 'Widerrufen', // not worded in the spec
    rotate: 'Neu erzeugen', // not worded in the spec
    revokeQuestion: (name: string) => `Schlüssel „${name}“ widerrufen?`, // not worded in the spec
    revokeHint: 'Geräte mit diesem Schlüssel werden sofort abgemeldet. Das lässt sich nicht rückgängig machen.', // not worded in the spec
    rotateQuestion: (name: string) => `Schlüssel „${name}“ neu erzeugen?`, // not worded in the spec
    rotateHint: 'Der bisherige Schlüssel gilt sofort nicht mehr; Geräte brauchen den neuen.', // not worded in the spec
    shownOnceTitle: 'Neuer Schlüssel', // not worded in the spec
    shownOnce: 'Dieser Schlüssel wird nur jetzt angezeigt. Kopieren Sie ihn und tragen Sie ihn im Gerät ein.', // not worded in the spec
    copy: 'Kopieren', // not worded in the spec
    copied: 'Kopiert.', // not worded in the spec
    done: 'Fertig', // not worded in the spec
    empty: 'Noch keine Schlüssel.', // not worded in the spec
    saveFirst: 'Schlüssel können nach dem ersten Speichern der Filiale erstellt werden.', // not worded in the spec
    failed: 'Schlüssel konnte nicht geändert werden.', // not worded in the spec
    caption: 'API-Schlüssel', // not worded in the spec
  },
} as const;
