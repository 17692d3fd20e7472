/**
 * Issue 28.3–28.5 (T3): time sheets, balances, corrections, the CSV/PDF export for the payroll office and the
 * working-time statistics. The spec words none of these texts.
 */
export const timeTrackingSheetsMessages = {
  title: 'Zeitblätter',
  employeeLabel: 'Mitarbeiter:in',
  monthLabel: 'Monat',
  heading: ({ name, month }: { name: string; month: string }) => `Zeitblatt ${name} – ${month}`,
  loadFailed: 'Das Zeitblatt konnte nicht geladen werden.',
  noActivities: 'In diesem Monat wurde keine Arbeitszeit erfasst.',
  invalidMonth: 'Bitte wählen Sie einen gültigen Monat.',
  downloadCsv: 'CSV herunterladen',
  downloadPdf: 'PDF herunterladen',
  columns: {
    date: 'Datum',
    weekday: 'Tag',
    start: 'Beginn',
    end: 'Ende',
    breaks: 'Pausen',
    worked: 'Gearbeitet',
    planned: 'Geplant',
    credited: 'Gutgeschrieben',
    overtime: 'Saldo',
    absence: 'Abwesenheit',
    warnings: 'Hinweise',
    actions: 'Aktionen',
  },
  totals: 'Summe',
  workedTotal: 'Gearbeitet',
  plannedTotal: 'Geplant',
  overtimeMonth: 'Saldo des Monats',
  overtimeCarried: 'Saldo bis Monatsende',
  holidayLine: ({
    year,
    entitlement,
    taken,
    left,
  }: {
    year: number;
    entitlement: string;
    taken: string;
    left: string;
  }) => `Urlaub ${year}: Anspruch ${entitlement} Tage, genommen ${taken}, offen ${left}`,
  running: 'läuft',
  publicHoliday: 'Feiertag',
  absence: { holiday: 'Urlaub', sick: 'Krankenstand', other: 'Abwesend' },
  weekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  // Warnings of the Austrian working-time act (AZG)
  warnings: {
    dailyMaximum: ({ hours }: { hours: string }) => `Mehr als 10 Stunden Arbeitszeit (${hours} Std.)`,
    breakTooShort: ({ minutes }: { minutes: number }) =>
      `Pause unter 30 Minuten nach mehr als 6 Stunden Arbeit (${minutes} Min.)`,
    restTooShort: ({ hours }: { hours: string }) => `Ruhezeit unter 11 Stunden (${hours} Std.)`,
  },
  // Corrections
  correct: 'Korrigieren',
  remove: 'Löschen',
  correctTitle: 'Arbeitszeit korrigieren',
  removeTitle: 'Arbeitszeit löschen',
  startLabel: 'Beginn',
  endLabel: 'Ende',
  breaksLabel: 'Pausen',
  breaksHelp: 'Von–bis, durch Beistrich getrennt, z. B. 12:00–12:30, 15:00–15:10',
  breaksFormat: 'Bitte geben Sie die Pausen als Von–bis-Zeiten an, z. B. 12:00–12:30.',
  dateLabel: 'Tag des Beginns',
  original: 'Ursprünglich',
  correctionsTitle: 'Korrekturen',
  addBreak: 'Pause hinzufügen',
  removeBreak: 'Pause entfernen',
  reasonLabel: 'Grund der Korrektur',
  reasonRequired: 'Bitte geben Sie einen Grund für die Korrektur an.',
  save: 'Speichern',
  cancel: 'Abbrechen',
  corrected: 'Arbeitszeit korrigiert.',
  removed: 'Arbeitszeit gelöscht.',
  correctedMark: 'korrigiert',
  originalTimes: ({ start, end }: { start: string; end: string }) => `Ursprünglich: ${start}–${end}`,
  correctionBy: ({ name, time, reason }: { name: string; time: string; reason: string }) =>
    `Korrigiert von ${name} am ${time}: ${reason}`,
  removedMark: 'gelöscht',
  removedBy: ({ name, time, reason }: { name: string; time: string; reason: string }) =>
    `Gelöscht von ${name} am ${time}: ${reason}`,
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  endInFuture: 'Das Ende darf nicht in der Zukunft liegen.',
  longerThanADay: 'Eine Arbeitszeit darf höchstens 24 Stunden dauern.',
  breakOutside: 'Pausen müssen innerhalb der Arbeitszeit liegen.',
  breaksOverlap: 'Pausen dürfen sich nicht überschneiden.',
  runningNoEnd: 'Eine laufende Arbeitszeit kann erst nach ihrem Ende korrigiert werden.',
  overlapsOther: 'Diese Arbeitszeit überschneidet sich mit einer anderen.',
  notFound: 'Diese Arbeitszeit wurde nicht gefunden.',
  ownSheetOnly: 'Sie können nur Ihr eigenes Zeitblatt sehen.',
  // Statistics
  unknownUser: 'Diese Person wurde nicht gefunden.',
} as const;
