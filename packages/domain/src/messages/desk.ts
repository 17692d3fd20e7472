/** Desk app and device pairing (issue 13). The spec words only the two §8 test messages (errors.ts). */
export const deskMessages = {
  invalidPairingCode: 'Der Kopplungscode ist ungültig oder abgelaufen.', // not worded in the spec
  invalidDeviceCredential: 'Dieses Gerät ist nicht (mehr) gekoppelt.', // not worded in the spec
  deviceDisabled: 'Dieses Gerät ist deaktiviert.', // not worded in the spec
  copy: 'KOPIE', // not worded in the spec
  testPageTitle: 'Testdruck', // not worded in the spec
  testPageBody: 'Der Drucker ist bereit. Umlaute: ä ö ü Ä Ö Ü ß, Euro: €', // not worded in the spec
  // Receipts (not worded in the spec)
  order: 'Bestellung', // not worded in the spec
  kitchen: 'Küche', // not worded in the spec
  preOrder: 'Vorbestellung', // not worded in the spec
  appointment: 'Termin', // not worded in the spec
  table: 'Tisch', // not worded in the spec
  placedAt: 'Bestellt', // not worded in the spec
  subtotal: 'Zwischensumme', // not worded in the spec
  deliveryFee: 'Lieferung', // not worded in the spec
  total: 'Summe', // not worded in the spec
  net: 'Netto', // not worded in the spec
  taxRate: (rate: string) => `MwSt. ${rate} %`, // not worded in the spec
  payment: 'Zahlungsart', // not worded in the spec
  paid: 'bezahlt', // not worded in the spec
  notPaid: 'offen', // not worded in the spec
  comment: 'Anmerkung', // not worded in the spec
  customer: 'Kunde', // not worded in the spec
  deliveryAddress: 'Lieferadresse', // not worded in the spec
  statusPage: 'Bestellstatus online', // not worded in the spec
  // The desk screen (not worded in the spec)
  title: 'Theke', // not worded in the spec
  ordersTab: 'Bestellungen', // not worded in the spec (issue 27: the desk's tabs)
  noOrders: 'Keine offenen Bestellungen.', // not worded in the spec
  soundOn: 'Ton aktivieren', // not worded in the spec
  acknowledge: 'Gesehen', // not worded in the spec
  newOrder: 'Neue Bestellung', // not worded in the spec
  reprint: 'Beleg drucken', // not worded in the spec
  printerOnline: 'Drucker bereit', // not worded in the spec
  printerOffline: 'Drucker nicht erreichbar', // not worded in the spec
  printerPaperOut: 'Papier leer', // not worded in the spec
  connected: 'Verbunden', // not worded in the spec
  disconnected: 'Keine Verbindung – wird wiederhergestellt', // not worded in the spec
  lockedOut: 'Dieses Gerät ist nicht (mehr) gekoppelt. Bitte neu koppeln.', // not worded in the spec
  queued: (count: number) => `${count} ${count === 1 ? 'Druckauftrag wartet' : 'Druckaufträge warten'}`, // not worded in the spec
} as const;
