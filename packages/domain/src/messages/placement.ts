/**
 * Refusals of order placement the spec does not word (§5 and §8 word only the closed, minimum-order, appointment and
 * donatee texts; those are reused from their own files). All entries here are `// not worded in the spec`.
 */
export const placementMessages = {
  takeawayNotOffered: 'Abholung wird in dieser Filiale leider nicht angeboten.', // not worded in the spec
  dineInNotOffered: 'Essen vor Ort wird in dieser Filiale leider nicht angeboten.', // not worded in the spec
  branchNotOrderable: 'In dieser Filiale kann derzeit leider nicht bestellt werden.', // not worded in the spec
  productUnavailable: 'Dieses Produkt ist derzeit leider nicht verfügbar.', // not worded in the spec
  quantityNotAllowed: (p: { amount: string; unit: string }) =>
    `Die Menge ${p.amount} ${p.unit} kann für dieses Produkt leider nicht bestellt werden.`, // not worded in the spec
  deliveryAreaRequired: 'Bitte wählen Sie ein Liefergebiet aus.', // not worded in the spec
  paymentMethodUnavailable: 'Diese Zahlungsart ist in dieser Filiale leider nicht verfügbar.', // not worded in the spec
  unknownTable: 'Diesen Tisch gibt es in dieser Filiale leider nicht.', // not worded in the spec
  idempotencyKeyReused: 'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.', // not worded in the spec
  idempotencyKeyInvalid: 'Der Idempotency-Key ist ungültig.', // not worded in the spec
  questionnaireAlreadySent: 'Für diese Bestellung wurde bereits eine Bewertung abgegeben.', // not worded in the spec
  questionnaireNotPossible: 'Diese Bestellung kann noch nicht bewertet werden.', // not worded in the spec
  counterAppointmentPast: 'Der vorgeschlagene Termin liegt in der Vergangenheit.', // not worded in the spec
} as const;
