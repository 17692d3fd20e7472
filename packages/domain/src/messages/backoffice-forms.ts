/** Texts of the back-office forms (save bar, unsaved-changes guard, confirm dialogs, pickers). None is worded in the spec. */
export const backofficeFormsMessages = {
  save: 'Speichern', // not worded in the spec
  saving: 'Wird gespeichert …', // not worded in the spec
  discard: 'Verwerfen', // not worded in the spec
  unsavedChanges: 'Ungespeicherte Änderungen', // not worded in the spec
  saved: 'Gespeichert.', // not worded in the spec
  reload: 'Neu laden', // not worded in the spec
  cancel: 'Abbrechen', // not worded in the spec
  confirm: 'Bestätigen', // not worded in the spec
  close: 'Schließen', // not worded in the spec
  leaveTitle: 'Änderungen verwerfen?', // not worded in the spec
  leaveText: 'Sie haben ungespeicherte Änderungen. Wenn Sie die Seite verlassen, gehen sie verloren.', // not worded in the spec
  leave: 'Seite verlassen', // not worded in the spec
  stay: 'Weiter bearbeiten', // not worded in the spec
  formHasErrors: 'Bitte überprüfen Sie die markierten Felder.', // not worded in the spec
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.', // spec §8 (create order without a body)
  loadFailed: 'Daten konnten nicht geladen werden.', // spec §8
  required: '*', // not worded in the spec
  choose: 'Bitte wählen', // not worded in the spec
  noneChosen: 'Keine Auswahl', // not worded in the spec
  showOptions: 'Auswahl anzeigen', // not worded in the spec
  openCalendar: 'Kalender öffnen', // not worded in the spec
  previousMonth: 'Vorheriger Monat', // not worded in the spec
  nextMonth: 'Nächster Monat', // not worded in the spec
  euro: '€', // not worded in the spec
  percent: '%', // not worded in the spec
  yes: 'Ja', // not worded in the spec
  no: 'Nein', // not worded in the spec
} as const;
