/**
 * Contact and job form (spec §2 Contact form section, §4 Contact form, §5 Contact form, §8). Texts the spec words
 * are copied exactly; the others are marked `// not worded in the spec`. Subject labels live in validation.ts.
 */
import { validationMessages } from './validation.js';

export const contactFormMessages = {
  // §2 Contact form section: field labels (required ones get ' *' in the form)
  subjectLabel: 'Anliegen', // not worded in the spec
  subjectPlaceholder: 'Bitte wählen', // not worded in the spec
  companyLabel: 'Firma', // not worded in the spec
  firstNameLabel: 'Vorname', // not worded in the spec
  lastNameLabel: 'Nachname', // not worded in the spec
  emailLabel: 'E-Mail', // not worded in the spec
  phoneLabel: 'Telefon', // not worded in the spec
  commentLabel: 'Nachricht', // not worded in the spec
  uploadLabel: 'Dateien', // not worded in the spec
  uploadHint: validationMessages.contactUploadHint,
  privacyLabel: validationMessages.privacyNotAccepted,
  requiredMarker: '*',
  submit: 'Absenden', // not worded in the spec
  // §4 Contact form: while sending
  sending: 'Bitte warten...',
  // §4 Contact form: thank-you view when the section has no thankYou text
  thankYouDefault: 'Vielen Dank für Ihre Nachricht! Wir melden uns so bald wie möglich bei Ihnen.', // not worded in the spec
  // §8 Contact form failure (the form stays filled)
  failure:
    'Ein unbekannter Fehler ist aufgetreten. Bitte überprüfen Sie Ihre eingegebenen Daten und versuchen Sie es erneut.',
  // §8
  notProcessed: 'Formular konnte nicht verarbeitet werden.',
  // §8 Upload failure (also the answer to a file over 15 MB or of a type its content does not match)
  uploadFailed: validationMessages.uploadFailed,
  tooManyFiles: ({ limit }: { limit: number }) => `Bitte wählen Sie höchstens ${limit} Dateien aus.`, // not worded in the spec
  // rate limit (HTTP 429)
  tooManyRequests: 'Sie haben in kurzer Zeit zu viele Anfragen gesendet. Bitte versuchen Sie es später erneut.', // not worded in the spec

  // e-mail to the shop
  shopMailSubject: ({ subject, name }: { subject: string; name: string }) => `Kontaktformular: ${subject} – ${name}`, // not worded in the spec
  shopMailIntro: 'Über das Kontaktformular der Website ist eine neue Anfrage eingegangen.', // not worded in the spec
  shopMailAttachments: ({ count }: { count: number }) =>
    count === 1 ? 'Im Anhang finden Sie 1 Datei.' : `Im Anhang finden Sie ${count} Dateien.`, // not worded in the spec
  // confirmation to the sender
  confirmationSubject: ({ shopName }: { shopName: string }) => `Ihre Anfrage an ${shopName}`, // not worded in the spec
  confirmationGreeting: ({ name }: { name: string }) => `Guten Tag ${name},`, // not worded in the spec
  confirmationBody:
    'vielen Dank für Ihre Nachricht. Wir haben Ihre Anfrage erhalten und melden uns so bald wie möglich bei Ihnen.', // not worded in the spec
  confirmationSummary: 'Ihre Angaben:', // not worded in the spec
  confirmationClosing: ({ shopName }: { shopName: string }) => `Freundliche Grüße\n${shopName}`, // not worded in the spec
} as const;
