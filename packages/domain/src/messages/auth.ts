/**
 * Authentication messages (spec §8: "exist in German ... exact wording not shown").
 * All are worded here in the style of Symfony's German security translations.
 */
export const authMessages = {
  invalidCredentials: 'Fehlerhafte Zugangsdaten.', // not worded in the spec
  accountExpired: 'Der Account ist abgelaufen.', // not worded in the spec
  accountDisabled: 'Der Account ist deaktiviert.', // not worded in the spec
  accountLocked: 'Der Account ist gesperrt.', // not worded in the spec
  tooManyLoginAttempts: ({ minutes }: { minutes: number }) =>
    `Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`, // not worded in the spec
  invalidLoginLink: 'Ungültiger oder abgelaufener Anmelde-Link.', // not worded in the spec
  invalidCsrfToken: 'Der CSRF-Token ist ungültig. Bitte versuchen Sie, das Formular erneut zu senden.', // not worded in the spec
  accessDenied: 'Zugriff verweigert.', // not worded in the spec
  loginRequired: 'Bitte melden Sie sich an.', // not worded in the spec
  invalidApiKey: 'Ungültiger oder widerrufener API-Schlüssel.', // not worded in the spec
  noSession: 'Keine Session verfügbar, entweder ist diese abgelaufen oder Cookies sind nicht aktiviert.', // not worded in the spec
} as const;
