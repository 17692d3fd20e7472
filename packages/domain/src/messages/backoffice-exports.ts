/**
 * Texts of the back-office downloads (issue 12 points 4 and 6): the order history CSV and the price labels (§9).
 * The payment-method and mode names of the shop live in pricingMessages; the state names in backofficeOrdersMessages.
 */
export const backofficeExportsMessages = {
  // not worded in the spec: the CSV header row of the order history export
  csvHeaders: {
    ticketNumber: 'Ticket-Nr.',
    placedAt: 'Bestellt am',
    dueAt: 'Termin',
    branch: 'Filiale',
    state: 'Status',
    mode: 'Art',
    firstName: 'Vorname',
    lastName: 'Nachname',
    email: 'E-Mail',
    phone: 'Telefon',
    paymentMethod: 'Zahlungsart',
    isPaid: 'Bezahlt',
    items: 'Artikel',
    deliveryGross: 'Lieferkosten',
    totalGross: 'Gesamt',
    currency: 'Währung',
    uid: 'Bestell-ID',
  },
  yes: 'Ja', // not worded in the spec
  no: 'Nein', // not worded in the spec
  // not worded in the spec: the file name of the export, `bestellungen-2026-11-24.csv`
  csvFileName: (p: { date: string }) => `bestellungen-${p.date}.csv`,
  // not worded in the spec: payment method 'online-alternative' (the shop shows only 'Online bezahlen')
  paymentOnlineAlternative: 'Online bezahlen (alternativ)',
  // not worded in the spec: the price label texts (§9 Label printing names name, price and unit, base price)
  labelBasePrice: (p: { price: string; unit: string }) => `Grundpreis ${p.price} / ${p.unit}`,
  labelAllergens: (p: { list: string }) => `Allergene: ${p.list}`,
  labelPerUnit: (p: { unit: string }) => `je ${p.unit}`,
  labelsTitle: 'Preisetiketten', // not worded in the spec: the PDF's title
  // not worded in the spec: refusals of GET /api/products/labels.pdf
  labelsNoIds: 'Bitte wählen Sie mindestens ein Produkt aus.',
  labelsTooMany: (p: { limit: number }) => `Es können höchstens ${p.limit} Etiketten auf einmal gedruckt werden.`,
  labelsUnknownProduct: (p: { id: number }) => `Das Produkt ${p.id} gibt es nicht.`,
} as const;
