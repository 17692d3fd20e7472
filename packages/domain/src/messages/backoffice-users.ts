/** Texts of the back-office user screens. None is worded in the spec except where marked. */
export const backofficeUsersMessages = {
  title: 'Benutzer', // not worded in the spec
  newUser: 'Neuer Benutzer', // not worded in the spec
  editUser: (name: string) => `Benutzer „${name}“ bearbeiten`, // not worded in the spec
  backToList: 'Zurück zu den Benutzern', // not worded in the spec
  loadFailed: 'Benutzer konnte nicht geladen werden.', // spec §8
  adminOnly: 'Nur Administratoren verwalten Benutzer.', // not worded in the spec
  columns: {
    name: 'Name', // not worded in the spec
    username: 'Benutzername', // not worded in the spec
    roles: 'Rollen', // not worded in the spec
    branches: 'Filialen', // not worded in the spec
    state: 'Status', // not worded in the spec
    lastLogin: 'Letzte Anmeldung', // not worded in the spec
  },
  roles: {
    ROLE_ADMIN: 'Administrator', // not worded in the spec
    ROLE_EMPLOYEE: 'Mitarbeiter', // not worded in the spec
  },
  allBranches: 'alle', // not worded in the spec
  enabled: 'Aktiv', // not worded in the spec
  disabled: 'Deaktiviert', // not worded in the spec
  you: '(Sie)', // not worded in the spec
  fields: {
    firstName: 'Vorname', // not worded in the spec
    lastName: 'Nachname', // not worded in the spec
    username: 'Benutzername', // not worded in the spec
    usernameHint: 'Mindestens 3 Zeichen: Buchstaben, Ziffern, Punkt, Unterstrich, @ und Bindestrich.', // not worded in the spec
    email: 'E-Mail', // not worded in the spec
    roles: 'Rollen', // not worded in the spec
    branches: 'Filialen', // not worded in the spec
    branchesHint: 'Mitarbeiter sehen und bearbeiten nur die Bestellungen dieser Filialen.', // not worded in the spec
    isEnabled: 'Aktiv (darf sich anmelden)', // not worded in the spec
    password: 'Passwort', // not worded in the spec
    newPassword: 'Neues Passwort', // not worded in the spec
    passwordHint: 'Mindestens 8 Zeichen.', // not worded in the spec
    newPasswordHint: 'Leer lassen, um das bisherige Passwort zu behalten.', // not worded in the spec
  },
  sections: {
    person: 'Person', // not worded in the spec
    access: 'Zugang', // not worded in the spec
    password: 'Passwort und Login-Link', // not worded in the spec
  },
  disable: 'Deaktivieren', // not worded in the spec
  enable: 'Aktivieren', // not worded in the spec
  disabledNow: 'Benutzer deaktiviert.', // not worded in the spec
  enabledNow: 'Benutzer aktiviert.', // not worded in the spec
  deleteUser: 'Benutzer löschen', // not worded in the spec
  deleteQuestion: (name: string) => `Benutzer „${name}“ wirklich löschen?`, // not worded in the spec
  deleteHint: 'Der Benutzer kann sich danach nicht mehr anmelden. Das lässt sich nicht rückgängig machen.', // not worded in the spec
  deleteFailed: 'Benutzer konnte nicht gelöscht werden.', // not worded in the spec
  updateFailed: 'Benutzer konnte nicht aktualisiert werden.', // not worded in the spec
  sendLoginLink: 'Login-Link per E-Mail senden', // not worded in the spec
  loginLinkSent: (email: string) => `Der Login-Link wurde an ${email} gesendet.`, // not worded in the spec
  loginLinkFailed: 'Login-Link konnte nicht gesendet werden.', // not worded in the spec
  setPassword: 'Passwort setzen', // not worded in the spec
  passwordSet: 'Das neue Passwort ist gespeichert.', // not worded in the spec
  edit: 'Bearbeiten', // not worded in the spec
} as const;
