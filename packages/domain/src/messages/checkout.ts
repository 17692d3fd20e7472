/**
 * Labels of the checkout form (spec §2 Checkout, §3 Order form, §5) that the spec names but does not word. Texts the
 * spec words live in pricing.ts (steps, buttons, summary), hours.ts (appointment), validation.ts and errors.ts.
 * Every entry here is `// not worded in the spec`.
 */
export const checkoutMessages = {
  required: '*', // not worded in the spec: marks a required field
  requiredNote: 'Mit * gekennzeichnete Felder sind Pflichtfelder.', // not worded in the spec
  choose: 'Bitte wählen', // not worded in the spec: empty option of a select
  // contact and address
  contact: 'Kontaktdaten', // not worded in the spec
  firstName: 'Vorname', // not worded in the spec
  lastName: 'Nachname', // not worded in the spec
  phone: 'Telefon', // not worded in the spec
  phonePrefix: 'Ländervorwahl', // not worded in the spec
  smsHint: 'Mit einer Mobilnummer können wir Sie per SMS über Ihre Bestellung informieren.', // not worded in the spec
  email: 'E-Mail', // not worded in the spec
  isCompany: 'Bestellung für eine Firma', // not worded in the spec
  companyName: 'Firmenname', // not worded in the spec
  vatNumber: 'UID-Nummer', // not worded in the spec
  address: 'Adresse', // not worded in the spec
  street: 'Straße und Hausnummer', // not worded in the spec
  floor: 'Stock', // not worded in the spec
  stairway: 'Stiege', // not worded in the spec
  door: 'Tür', // not worded in the spec
  zipCode: 'PLZ',
  city: 'Ort', // not worded in the spec
  country: 'Land', // not worded in the spec
  countryNames: { AT: 'Österreich', DE: 'Deutschland', CH: 'Schweiz', LI: 'Liechtenstein' }, // not worded in the spec
  isDeliveryAddressDifferent: 'Abweichende Lieferadresse', // not worded in the spec
  deliveryAddress: 'Lieferadresse', // not worded in the spec
  isDeliveryCompany: 'Lieferung an eine Firma', // not worded in the spec
  deliveryArea: 'Liefergebiet', // not worded in the spec
  table: 'Tisch', // not worded in the spec
  // appointment
  appointment: 'Termin', // not worded in the spec
  appointmentAt: (p: { label: string; time: string }) => `${p.label}, ${p.time} Uhr`, // not worded in the spec
  changeAppointment: 'Termin wählen', // not worded in the spec
  chooseDate: 'Datum wählen', // not worded in the spec
  chooseTime: 'Uhrzeit wählen', // not worded in the spec
  previousMonth: 'Vorheriger Monat', // not worded in the spec
  nextMonth: 'Nächster Monat', // not worded in the spec
  calendarWeek: 'KW', // not worded in the spec
  calendarWeekLong: 'Kalenderwoche', // not worded in the spec
  calendarWeekNumber: (p: { week: number }) => `Kalenderwoche ${p.week}`, // not worded in the spec
  monthNames: [
    'Jänner',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ], // not worded in the spec (Austrian 'Jänner')
  hour: 'Stunde', // not worded in the spec
  minute: 'Minute', // not worded in the spec
  apply: 'Übernehmen', // not worded in the spec
  timeRange: (p: { from: string; to: string }) => `${p.from} – ${p.to} Uhr`, // not worded in the spec
  // comment
  comment: 'Kommentar', // not worded in the spec
  commentHint: 'Allergien, Unverträglichkeiten oder sonstige Anmerkungen', // not worded in the spec
  // cart summary
  cart: 'Warenkorb', // not worded in the spec
  product: 'Produkt', // not worded in the spec
  // donation
  donation: 'Spende', // not worded in the spec
  donationText: (p: { amount: string }) =>
    `Wir spenden ${p.amount} Ihrer Bestellung an eine Organisation Ihrer Wahl – ohne Mehrkosten für Sie.`, // not worded in the spec
  chooseDonatee: 'Organisation auswählen', // not worded in the spec
  changeDonatee: 'Organisation ändern', // not worded in the spec
  removeDonatee: 'Keine Spende', // not worded in the spec
  searchDonatee: 'Organisation suchen', // not worded in the spec
  confirmDonatee: 'Auswahl bestätigen', // not worded in the spec
  donationFor: (p: { name: string; amount: string }) => `${p.amount} gehen an ${p.name}.`, // not worded in the spec
  // payment, notification, legal
  paymentMethod: 'Zahlungsart', // not worded in the spec
  notificationType: 'Benachrichtigung', // not worded in the spec
  notificationEmail: 'per E-Mail', // not worded in the spec
  notificationSms: 'per SMS', // not worded in the spec
  acceptTermsBefore: '', // not worded in the spec
  acceptTermsAfter: ' gelesen und akzeptiert', // not worded in the spec
  acceptPrivacyBefore: 'Hinweise zum ', // not worded in the spec
  acceptPrivacyAfter: ' gelesen und akzeptiert', // not worded in the spec
  // errors and state
  serverErrorsTitle: 'Ihre Bestellung konnte nicht abgeschickt werden:', // not worded in the spec
  fixErrors: 'Bitte überprüfen Sie die markierten Felder.', // not worded in the spec
  unavailable: 'Derzeit können leider keine Bestellungen angenommen werden.', // not worded in the spec
  backToShop: 'Zurück zum Shop', // not worded in the spec
} as const;
