/**
 * Validation messages (spec §2 Checkout and Contact form, §5, §8). Texts the spec words are copied exactly;
 * the Symfony-style server messages are marked `// not worded in the spec`.
 */

interface Limit {
  limit: number;
}

export const validationMessages = {
  // §5 Phone input
  phoneFormat: 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.',
  // §5 Appointment
  appointmentRequired: 'Bitte wählen Sie einen Termin aus.',
  // §2 Checkout (empty cart)
  emptyCart: 'Keine Produkte im Warenkorb!',
  // §5 Contact form
  commentTooManyWords: 'Maximal 250 Wörter',
  privacyNotAccepted: 'Hiermit akzeptiere ich die Datenschutzerklärung.',
  // §2 Contact form section: subject groups and options (the option label is the submitted value)
  subjectGroupPartyservice: 'Partyservice',
  subjectGroupJobs: 'Stellen',
  subjectGroupOther: 'Sonstiges',
  subjectPartybrezel: 'Partybrezel',
  subjectPartyplatten: 'Partyplatten',
  subjectGeschenkkoerbe: 'Geschenkkörbe',
  subjectFirmenessen: 'Firmenessen',
  subjectJobs: 'Jobs',
  subjectOther: 'Anderer Anlass',
  // §5 Uploads / §8 Upload failure
  uploadFailed: ({ fileName }: { fileName: string }) =>
    `Die ausgewählte Datei "${fileName}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`,
  // §5 Uploads, contact form hint
  contactUploadHint: 'Formate: zip, doc, pdf, max. Größe: 15 MB',

  // §5/§8 server-side messages
  blank: 'Dieser Wert sollte nicht leer sein.', // not worded in the spec
  tooLong: ({ limit }: Limit) => `Diese Zeichenkette ist zu lang. Sie sollte höchstens ${limit} Zeichen haben.`, // not worded in the spec
  tooShort: ({ limit }: Limit) => `Diese Zeichenkette ist zu kurz. Sie sollte mindestens ${limit} Zeichen haben.`, // not worded in the spec
  invalidEmail: 'Dieser Wert ist keine gültige E-Mail-Adresse.', // not worded in the spec
  invalidFile: 'Diese Datei ist ungültig.', // not worded in the spec
  invalidFileType: ({ extension, allowed }: { extension: string; allowed: readonly string[] }) =>
    `Der Dateityp ist ungültig (${extension || 'unbekannt'}). Erlaubte Dateitypen sind ${allowed.join(', ')}.`, // not worded in the spec
  invalidChoice: 'Sie haben einen ungültigen Wert ausgewählt.', // not worded in the spec
  notUnique: 'Dieser Wert ist bereits vorhanden.', // not worded in the spec
  stillReferenced: 'Dieser Eintrag wird noch verwendet und kann nicht gelöscht werden.', // not worded in the spec
  invalidIban: 'Dieser Wert ist keine gültige internationale Bankkontonummer (IBAN).', // not worded in the spec
  invalidBic: 'Dieser Wert ist keine gültige internationale Bankleitzahl (BIC).', // not worded in the spec
  invalidDate: 'Dieser Wert entspricht keiner gültigen Datumsangabe.', // not worded in the spec
  invalidTime: 'Dieser Wert entspricht keiner gültigen Zeitangabe.', // not worded in the spec
  invalidDateTime: 'Dieser Wert entspricht keiner gültigen Datums- und Zeitangabe.', // not worded in the spec
  invalidUrl: 'Dieser Wert ist keine gültige URL.', // not worded in the spec
  invalidValue: 'Dieser Wert ist nicht gültig.', // not worded in the spec
  unexpectedField: 'Dieses Feld wurde nicht erwartet.', // not worded in the spec
  tooFew: ({ limit }: Limit) =>
    limit === 1
      ? 'Diese Sammlung sollte mindestens ein Element enthalten.'
      : `Diese Sammlung sollte mindestens ${limit} Elemente enthalten.`, // not worded in the spec
  tooMany: ({ limit }: Limit) =>
    limit === 1
      ? 'Diese Sammlung sollte höchstens ein Element enthalten.'
      : `Diese Sammlung sollte höchstens ${limit} Elemente enthalten.`, // not worded in the spec
  greaterThan: ({ limit }: Limit) => `Dieser Wert sollte größer als ${limit} sein.`, // not worded in the spec
  notInRange: ({ min, max }: { min: number; max: number }) => `Dieser Wert sollte zwischen ${min} und ${max} liegen.`, // not worded in the spec
  notInteger: 'Dieser Wert sollte eine ganze Zahl sein.', // not worded in the spec
  invalidAmount: 'Dieser Wert ist keine gültige Menge.', // not worded in the spec

  // field-specific texts the spec does not word
  streetWithNumber: 'Bitte geben Sie Straße und Hausnummer an.', // not worded in the spec
  tableRequired: 'Bitte wählen Sie einen Tisch aus.', // not worded in the spec
  termsNotAccepted: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.', // not worded in the spec
  checkoutPrivacyNotAccepted: 'Bitte akzeptieren Sie die Datenschutzerklärung.', // not worded in the spec
  commentTooFewWords: ({ limit }: Limit) => `Bitte schreiben Sie mindestens ${limit} Wörter.`, // not worded in the spec
  uploadRequired: 'Bitte laden Sie mindestens eine Datei hoch.', // not worded in the spec
  singleFileOnly: 'Bitte wählen Sie nur eine Datei aus.', // not worded in the spec
  deliveryAndDineIn: 'Eine Bestellung kann nicht zugleich geliefert und vor Ort konsumiert werden.', // not worded in the spec
} as const;
