/** Texts of prices, cart, checkout summary and checkout steps (spec §2 Branch storefront, Shop page, Checkout, §5, §9). */
export const pricingMessages = {
  // §9 delivery fee / §2 Checkout summary
  free: 'Kostenlos',
  // §9 approximate total prefix; §3 calculation models fixed 'Fix', approximate 'ca.', minimum 'ab'
  approximate: 'ca.',
  calculationModelFixed: 'Fix',
  calculationModelApproximate: 'ca.',
  calculationModelMinimum: 'ab',
  // §2 Checkout: the notice is described, not quoted — natural German of the described content
  // not worded in the spec
  priceNotice:
    'Bei den angegebenen Preisen handelt es sich um Richtwerte. Da Naturprodukte einzeln gewogen werden, können Gewicht und Preis geringfügig abweichen.', // not worded in the spec
  // not worded in the spec: labels of the summary rows
  deliveryCosts: 'Lieferkosten', // not worded in the spec
  net: 'Netto', // not worded in the spec
  taxAtRate: (p: { rate: string }) => `MwSt. ${p.rate} %`, // not worded in the spec
  total: 'Gesamt', // not worded in the spec

  // §5 Delivery minimum
  minimumOrderNotReached: (p: { amount: string }) =>
    `Sie haben den Mindestbestellwert in Höhe von ${p.amount} leider noch nicht erreicht.`,
  minimumOrderAddMore: (p: { difference: string }) =>
    `Fügen Sie Waren im Wert von mindestens ${p.difference} hinzu oder wählen Sie eine andere Art der Lieferung.`,
  freeDeliveryFrom: (p: { amount: string }) => `Kostenlose Lieferung ab ${p.amount}.`,

  // §2 Branch storefront, Checkout, Shop page: cart
  emptyCart: 'Keine Produkte im Warenkorb',
  emptyCartCheckout: 'Keine Produkte im Warenkorb!',
  addedToCart: 'Produkt zum Warenkorb hinzugefügt.',
  orderNow: 'Jetzt bestellen',
  preorderNow: 'Jetzt vorbestellen',
  pickupIn: (p: { city: string }) => `Abholung in ${p.city}`,
  takeawayIn: (p: { city: string }) => `Takeaway in ${p.city}`,
  deliveryType: 'Art der Lieferung',
  hideCart: 'Warenkorb ausblenden',
  allItems: 'Alle Artikel',
  shopTitle: 'Jetzt bestellen!',
  // not worded in the spec: the service modes in the delivery-type select ('Abholung' is named in §1)
  modeTakeaway: 'Abholung',
  modeDelivery: 'Lieferung', // not worded in the spec
  modeDineIn: 'Vor Ort essen', // not worded in the spec
  cartTitle: 'Warenkorb', // not worded in the spec
  remove: 'Entfernen', // not worded in the spec
  checkout: 'Zur Kasse', // not worded in the spec

  // §9 payment labels, §2 Checkout fixed method
  paymentCash: 'Barzahlung',
  paymentAtmCard: 'EC Karte / Debitkarte',
  paymentOnline: 'Online bezahlen',
  paymentInShop: 'Bezahlen im Shop',
  paymentVoucher: 'Gutschein', // not worded in the spec
  // not worded in the spec: §9 "online ones show a redirect note"
  paymentRedirectNote: 'Sie werden zur Zahlung an unseren Zahlungsanbieter weitergeleitet.', // not worded in the spec

  // §2 Checkout steps
  stepGeneral: 'Allgemeine Daten',
  stepReviewCart: 'Warenkorb überprüfen',
  stepPlaceOrder: 'Bestellung aufgeben',
  checkoutTitle: 'Bestellvorgang',
  // §2 Checkout buttons
  submitQuotation: 'Angebotsanfrage abschicken',
  submitOrder: 'Bestellung abschicken',
  submitPreorder: 'Vorbestellung abschicken',
  processing: 'Verarbeiten...',
  back: 'Zurück',
  termsAndConditions: 'Allgemeine Geschäftsbedingungen',
  privacy: 'Datenschutz',
  // not worded in the spec: next-step button
  next: 'Weiter', // not worded in the spec
  // §2 Checkout table select hint, described only — not worded in the spec
  tableHint:
    'Die Tischnummer finden Sie in der Mitte des QR-Codes auf Ihrem Tisch. Alternativ wählen Sie Abholung und teilen Sie uns Ihren Tisch im Kommentar mit.', // not worded in the spec
  // §2 Checkout appointment: label texts live in hoursMessages (Heute/Morgen/So schnell wie möglich/Keine Angabe)
} as const;
