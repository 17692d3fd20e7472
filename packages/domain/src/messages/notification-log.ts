/** The order detail's log of e-mails and SMS to the customer and the branch (issue 25 point 5). */
export const notificationLogMessages = {
  heading: 'Benachrichtigungen',
  empty: 'Für diese Bestellung wurden noch keine Benachrichtigungen versendet.',
  loadFailed: 'Benachrichtigungen konnten nicht geladen werden.',
  columnTime: 'Zeit',
  columnChannel: 'Kanal',
  columnRecipient: 'Empfänger',
  columnStatus: 'Status',
  columnDetails: 'Details',
  channel: { email: 'E-Mail', sms: 'SMS' },
  status: {
    sending: 'Wird gesendet',
    sent: 'Versendet',
    logged: 'Nur protokolliert',
    failed: 'Fehlgeschlagen',
  },
  kindResend: 'Erneut gesendet (Personal)',
  attempts: (count: number) => (count === 1 ? '1 Versuch' : `${count} Versuche`),
  nextAttempt: (time: string) => `Nächster Versuch um ${time} Uhr`,
  // The SMS failure history stored on the row and shown under 'Details' (the gateway's own text stays as it is).
  errorAttempt: (attempt: number, text: string) => `Versuch ${attempt}: ${text}`,
  errorDelivered: (attempt: number) => `Zugestellt beim ${attempt}. Versuch`,
  errorGaveUp: (attempts: number) => `nach ${attempts} Versuchen aufgegeben`,
  errorPermanent: 'dauerhafter Fehler, kein neuer Versuch',
  errorUnreachable: (text: string) => `Twilio nicht erreichbar: ${text}`,
  // A second staff resend of the same channel within a minute (each SMS costs money and reaches the customer).
  resendTooSoon: 'Die Bestätigung wurde gerade erst erneut versendet. Bitte in einer Minute noch einmal versuchen.',
} as const;
