/**
 * Labels of the order status page (spec §2 Order status page, §4 Counter-appointment and Questionnaire) that the spec
 * describes but does not word. The worded texts (heading, 'Ticket', 'Bestellnummer', timeline steps, payment states,
 * §8 failures) live in orders.ts, pricing.ts and errors.ts.
 */
export const statusPageMessages = {
  timeline: 'Bestellverlauf', // not worded in the spec
  currentStep: 'aktueller Schritt', // not worded in the spec
  autoRefresh: 'Diese Seite wird automatisch aktualisiert.', // not worded in the spec
  // info block
  infoTitle: 'Ihre Bestellung', // not worded in the spec
  appointment: 'Termin', // not worded in the spec
  appointmentAt: (p: { date: string; time: string }) => `${p.date}, ${p.time} Uhr`, // not worded in the spec
  expectedAt: (p: { appointment: string }) => `voraussichtlich ${p.appointment}`, // not worded in the spec
  deliveryAddress: 'Lieferadresse', // not worded in the spec
  table: 'Tisch', // not worded in the spec
  paymentMethod: 'Zahlungsart', // not worded in the spec
  paymentStatus: 'Zahlungsstatus', // not worded in the spec
  rejectionMessage: 'Nachricht der Filiale', // not worded in the spec
  amountOf: (p: { amount: string; unit: string; name: string }) => `${p.amount} ${p.unit} ${p.name}`, // not worded in the spec
  // counter-appointment prompt
  counterTitle: 'Neuer Terminvorschlag', // not worded in the spec
  counterText: (p: { appointment: string }) =>
    `Leider können wir Ihre Bestellung nicht zum gewünschten Zeitpunkt fertigstellen. Wir schlagen Ihnen stattdessen folgenden Termin vor: ${p.appointment}.`, // not worded in the spec
  counterConfirm: 'Termin annehmen', // not worded in the spec
  counterReject: 'Ablehnen und Bestellung stornieren', // not worded in the spec
  // questionnaire
  questionnaireTitle: 'Wie zufrieden waren Sie mit Ihrer Bestellung?', // not worded in the spec
  ratingOverall: 'Gesamteindruck', // not worded in the spec
  ratingFood: 'Qualität der Produkte', // not worded in the spec
  ratingService: 'Service', // not worded in the spec
  ratingProcess: 'Ablauf der Bestellung', // not worded in the spec
  stars: (p: { count: number }) => (p.count === 1 ? '1 Stern' : `${p.count} Sterne`), // not worded in the spec
  questionnaireComment: 'Möchten Sie uns noch etwas mitteilen? (optional)', // not worded in the spec
  questionnaireSend: 'Bewertung senden', // not worded in the spec
  questionnaireDismiss: 'Nicht bewerten', // not worded in the spec
  questionnaireThanks: 'Vielen Dank für Ihre Bewertung!', // not worded in the spec
  // branch contact
  contactTitle: 'Kontakt zur Filiale', // not worded in the spec
  callBranch: (p: { phone: string }) => `Filiale anrufen: ${p.phone}`, // not worded in the spec
  writeBranch: (p: { email: string }) => `E-Mail an die Filiale: ${p.email}`, // not worded in the spec
} as const;
