/** Texts of the back-office that the API answers (saving conflicts, user safety, login links by e-mail). */
export const backofficeMessages = {
  /** HTTP 409 when the `If-Match` version of a save is no longer the stored one (issue 12, contract 2). */
  conflict:
    'Dieser Eintrag wurde inzwischen von jemand anderem geändert. Bitte laden Sie die Seite neu, bevor Sie speichern.',
  /** A change or delete of users that would leave no enabled ROLE_ADMIN. */
  lastAdmin:
    'Mindestens ein aktiver Benutzer muss die Rolle Administrator behalten. Die Änderung wurde nicht gespeichert.', // not worded in the spec
  /** An admin disabling, deleting or demoting their own account. */
  ownAccount:
    'Ihr eigenes Konto können Sie weder deaktivieren noch löschen, und die Rolle Administrator können Sie sich nicht selbst entziehen.', // not worded in the spec
  /** POST /api/login-links with `send: true` for a user without an e-mail address. */
  noEmail: 'Dieser Benutzer hat keine E-Mail-Adresse. Der Login-Link kann nicht versendet werden.', // not worded in the spec
  /** The login link could not be handed to the mail server (nothing is kept). */
  loginLinkSendFailed: 'Der Login-Link konnte nicht versendet werden.', // not worded in the spec
  loginLinkMail: {
    subject: (shopName: string) => `Ihr Login-Link für ${shopName}`, // not worded in the spec
    greeting: (name: string) => (name === '' ? 'Guten Tag,' : `Guten Tag ${name},`), // not worded in the spec
    intro: (minutes: number) =>
      `mit diesem Link melden Sie sich einmalig im Backoffice an. Er ist ${minutes} Minuten gültig.`, // not worded in the spec
    link: 'Jetzt anmelden', // not worded in the spec
    ignore: 'Wenn Sie keinen Login-Link erwartet haben, können Sie diese E-Mail ignorieren.', // not worded in the spec
  },
} as const;
