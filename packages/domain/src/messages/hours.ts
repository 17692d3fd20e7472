/** Texts of opening hours, open status, appointments and the toolbar (spec §2 Layout, §2 Checkout, §5, §8). */
export const hoursMessages = {
  // §8 Closed
  closed: 'Derzeit haben wir leider geschlossen.',
  reopensAt: (p: { time: string }) => `Wir öffnen wieder um ${p.time} Uhr.`,
  reopensOn: (p: { day: string; time: string }) => `Wir öffnen wieder am ${p.day} um ${p.time} Uhr.`,
  deliveryClosed: 'Derzeit ist leider keine Lieferung möglich.',
  deliveryNotOffered: 'Derzeit bieten wir leider keine Lieferung an.',
  deliveryResumesAt: (p: { time: string }) => `Wir liefern wieder ab ${p.time} Uhr.`,
  deliveryResumesOn: (p: { day: string; time: string }) => `Wir liefern wieder am ${p.day} ab ${p.time} Uhr.`,
  preorderPossible: 'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',

  // §5 Appointment
  appointmentClosed:
    'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
  appointmentRequired: 'Bitte wählen Sie einen Termin aus.',
  // not worded in the spec: an appointment in the past or before the products' lead time
  appointmentTooEarly: 'Der ausgewählte Zeitpunkt ist leider zu früh. Bitte wählen Sie einen späteren Termin.',
  noTimesOnDay: 'Zum ausgewählten Tag sind keine Termine verfügbar.',
  availableTimes: 'Verfügbare Zeiten:',

  // §2 Checkout, appointment label
  today: (p: { date: string }) => `Heute, ${p.date}`,
  tomorrow: (p: { date: string }) => `Morgen, ${p.date}`,
  asSoonAsPossible: 'So schnell wie möglich',
  notSpecified: 'Keine Angabe',

  // §2 Layout, toolbar
  openUntil: (p: { time: string }) => `Geöffnet bis ${p.time}`,
  // not worded in the spec: open with no closing time within the next week (around the clock)
  openNow: 'Geöffnet',
  closedShort: 'Geschlossen',
  branchesOpen: (p: { count: number }) =>
    p.count === 1 ? `${p.count} Standort geöffnet` : `${p.count} Standorte geöffnet`,
  allBranchesClosed: 'Alle Standorte geschlossen',

  /** Weekday names, ISO order (index 0 = Monday). */
  weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  /** §2 Checkout: date picker weekday headers Mo to So. */
  weekdayHeaders: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
} as const;
