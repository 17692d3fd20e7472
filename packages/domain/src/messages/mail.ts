/**
 * Texts of the order e-mails and SMS (issue 5 part 7) and of the built-in test payment page (part 8). The spec words
 * none of them (§4 names the staff action "resend the new-order e-mail or SMS", §8 its failure text, which lives in
 * errors.ts): every entry here is `// not worded in the spec`. Status names reuse ordersMessages.
 */

/** What the customer placed: a normal order, a pre-order or a quotation request (§2 Checkout buttons). */
export type MailOrderKind = 'order' | 'preorder' | 'quotation';

const orderNoun: Readonly<Record<MailOrderKind, string>> = {
  order: 'Bestellung',
  preorder: 'Vorbestellung',
  quotation: 'Angebotsanfrage',
};

export const mailMessages = {
  orderNoun: (p: { kind: MailOrderKind }) => orderNoun[p.kind], // not worded in the spec
  greeting: (p: { firstName: string; lastName: string }) => `Guten Tag ${p.firstName} ${p.lastName},`, // not worded in the spec
  signature: (p: { shopName: string }) => `Ihr Team von ${p.shopName}`, // not worded in the spec

  // Confirmation to the customer after placement
  confirmationSubject: (p: { kind: MailOrderKind; shopName: string; ticketLabel: string; ticketNumber: number }) =>
    `Ihre ${orderNoun[p.kind]} bei ${p.shopName} – ${p.ticketLabel} ${p.ticketNumber}`, // not worded in the spec
  confirmationIntro: (p: { kind: MailOrderKind }) =>
    p.kind === 'quotation'
      ? 'vielen Dank für Ihre Angebotsanfrage. Wir haben sie erhalten und melden uns in Kürze bei Ihnen.' // not worded in the spec
      : `vielen Dank für Ihre ${orderNoun[p.kind]}. Wir haben sie erhalten und informieren Sie, sobald sie bestätigt ist.`, // not worded in the spec
  statusLinkIntro: 'Den aktuellen Stand Ihrer Bestellung sehen Sie jederzeit hier:', // not worded in the spec
  statusLinkLabel: 'Bestellstatus ansehen', // not worded in the spec
  paymentPending: 'Ihre Online-Zahlung ist noch nicht abgeschlossen.', // not worded in the spec

  // New-order e-mail to the branch
  newOrderSubject: (p: { kind: MailOrderKind; ticketLabel: string; ticketNumber: number; mode: string }) =>
    `Neue ${orderNoun[p.kind]} – ${p.ticketLabel} ${p.ticketNumber} (${p.mode})`, // not worded in the spec
  newOrderIntro: (p: { kind: MailOrderKind; branchName: string }) =>
    `Für ${p.branchName} ist eine neue ${orderNoun[p.kind]} eingegangen.`, // not worded in the spec
  customerHeading: 'Kunde', // not worded in the spec
  companyLabel: 'Firma', // not worded in the spec
  addressLabel: 'Adresse', // not worded in the spec
  deliveryAddressHeading: 'Lieferadresse', // not worded in the spec

  // Status e-mails to the customer
  statusSubject: (p: { ticketLabel: string; ticketNumber: number; status: string }) =>
    `Ihre Bestellung – ${p.ticketLabel} ${p.ticketNumber}: ${p.status}`, // not worded in the spec
  statusConfirmed: 'Ihre Bestellung wurde bestätigt und wird jetzt zubereitet.', // not worded in the spec
  statusInDelivery: 'Ihre Bestellung wird jetzt geliefert.', // not worded in the spec
  statusReadyForPickup: 'Ihre Bestellung ist bereit zur Abholung.', // not worded in the spec
  statusCompleted: 'Ihre Bestellung ist abgeschlossen. Vielen Dank für Ihren Einkauf!', // not worded in the spec
  statusRejected: 'Leider können wir Ihre Bestellung nicht annehmen.', // not worded in the spec
  statusCanceled: 'Ihre Bestellung wurde storniert.', // not worded in the spec
  rejectionReason: (p: { reason: string }) => `Begründung: ${p.reason}`, // not worded in the spec
  reviewInvite: 'Wir freuen uns, wenn Sie Ihre Bestellung auf der Statusseite bewerten.', // not worded in the spec
  paidSubject: (p: { ticketLabel: string; ticketNumber: number }) =>
    `Zahlung erhalten – ${p.ticketLabel} ${p.ticketNumber}`, // not worded in the spec
  paidText: (p: { amount: string }) => `Ihre Zahlung über ${p.amount} ist bei uns eingegangen. Vielen Dank!`, // not worded in the spec
  counterAppointmentSubject: (p: { ticketLabel: string; ticketNumber: number }) =>
    `Neuer Terminvorschlag für Ihre Bestellung – ${p.ticketLabel} ${p.ticketNumber}`, // not worded in the spec
  counterAppointmentText: (p: { date: string; time: string }) =>
    `Zum gewünschten Zeitpunkt können wir Ihre Bestellung leider nicht erfüllen. Wir schlagen Ihnen stattdessen den ${p.date} um ${p.time} Uhr vor. Bitte bestätigen oder lehnen Sie den Vorschlag auf der Statusseite ab.`, // not worded in the spec

  // Order summary lines
  itemsHeading: 'Ihre Bestellung', // not worded in the spec
  itemsHeadingBranch: 'Bestellte Produkte', // not worded in the spec
  deliveryCost: 'Lieferkosten', // not worded in the spec
  free: 'Kostenlos', // §2 Checkout: delivery cost 'Kostenlos'
  total: 'Gesamt', // not worded in the spec
  approximatePrefix: 'ca.', // §2 Checkout: prefixed 'ca.' when approximate
  net: 'Netto', // not worded in the spec
  taxAt: (p: { rate: string }) => `MwSt. ${p.rate} %`, // not worded in the spec
  paymentMethodLabel: 'Zahlungsart', // not worded in the spec
  appointmentLabel: 'Termin', // not worded in the spec
  asSoonAsPossible: 'So schnell wie möglich', // §2 Checkout appointment label
  appointmentValue: (p: { date: string; time: string }) => `${p.date}, ${p.time} Uhr`, // not worded in the spec
  modeLabel: 'Art', // not worded in the spec
  tableLabel: 'Tisch', // not worded in the spec
  commentLabel: 'Anmerkung', // not worded in the spec
  phoneLabel: 'Telefon', // not worded in the spec
  emailLabel: 'E-Mail', // not worded in the spec
  branchContact: (p: { branchName: string; phone: string }) => `${p.branchName}, Telefon ${p.phone}`, // not worded in the spec

  // SMS to the customer
  smsConfirmation: (p: {
    shopName: string;
    kind: MailOrderKind;
    ticketLabel: string;
    ticketNumber: number;
    url: string;
  }) =>
    `${p.shopName}: Vielen Dank für Ihre ${orderNoun[p.kind]} (${p.ticketLabel} ${p.ticketNumber}). Status: ${p.url}`, // not worded in the spec
  smsStatus: (p: { shopName: string; ticketLabel: string; ticketNumber: number; text: string; url: string }) =>
    `${p.shopName}, ${p.ticketLabel} ${p.ticketNumber}: ${p.text} ${p.url}`, // not worded in the spec

  // Staff resend refusal: the §8 text is errorsMessages.resendFailed; this one says why
  noEmailAddress: 'Für diese Bestellung ist keine E-Mail-Adresse hinterlegt.', // not worded in the spec
  noPhoneNumber: 'Für diese Bestellung ist keine Telefonnummer hinterlegt.', // not worded in the spec
} as const;

/** The built-in test payment page and its callback (issue 5 part 8). */
export const paymentPageMessages = {
  title: 'Testzahlung', // not worded in the spec
  intro: 'Dies ist der eingebaute Test-Zahlungsanbieter. Es wird kein Geld bewegt.', // not worded in the spec
  orderLine: (p: { shopName: string; ticketLabel: string; ticketNumber: number }) =>
    `${p.shopName} – ${p.ticketLabel} ${p.ticketNumber}`, // not worded in the spec
  amountLabel: 'Betrag', // not worded in the spec
  pay: 'Bezahlen', // issue 5 part 8
  fail: 'Fehlschlagen', // issue 5 part 8
  alreadyCompleted: 'Diese Zahlung wurde bereits abgeschlossen.', // not worded in the spec
  toStatus: 'Zum Bestellstatus', // not worded in the spec
  invalidCallback: 'Die Zahlungsbestätigung ist ungültig.', // not worded in the spec
  callbackUsed: 'Diese Zahlungsbestätigung wurde bereits verwendet.', // not worded in the spec
  paymentNotFound: 'Diese Zahlung gibt es nicht.', // not worded in the spec
  // issue 25 part 4 ('Die Zahlung ist derzeit nicht möglich …'), completed like the spec's 'Derzeit ist leider keine
  // Lieferung möglich.' notices
  providerUnavailable:
    'Die Zahlung ist derzeit nicht möglich. Bitte wählen Sie eine andere Zahlungsart oder versuchen Sie es später erneut.',
  providerUnavailableTitle: 'Zahlung nicht möglich', // not worded in the spec
  chooseOtherMethod: 'Andere Zahlungsart wählen', // not worded in the spec
  retryPayment: 'Erneut versuchen', // not worded in the spec
  stripeOrderLine: (p: { ticketNumber: number }) => `Bestellung ${p.ticketNumber}`, // not worded in the spec
  invalidWebhook: 'Die Signatur der Zahlungsnachricht ist ungültig.', // not worded in the spec
} as const;
