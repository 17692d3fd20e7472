/**
 * Issue 27.3: pausing online orders and busy mode. The pause line and the pause refusal are the wording
 * ('Online-Bestellungen sind bis {Uhrzeit} pausiert.'); the rest is not worded in the spec.
 */
export const onlinePauseMessages = {
  pausedUntil: (p: { time: string }) => `Online-Bestellungen sind bis ${p.time} pausiert.`,
  busyUntil: (p: { minutes: number; time: string }) =>
    `Mehr Vorlaufzeit: +${p.minutes} Minuten auf jede neue Bestellung bis ${p.time}.`,
  pauseTitle: 'Online-Bestellungen pausieren',
  busyTitle: 'Mehr Vorlaufzeit',
  durationMinutes: (p: { minutes: number }) => `${p.minutes} Min.`,
  durationEndOfDay: 'bis Tagesende',
  extraMinutes: (p: { minutes: number }) => `+${p.minutes} Min.`,
  setBy: (p: { name: string }) => `gesetzt von ${p.name}`,
  endEarly: 'Vorzeitig beenden',
  ended: 'Pause beendet.',
  loadFailed: 'Pausenstatus konnte nicht geladen werden.',
  saveFailed: 'Pausenstatus konnte nicht gespeichert werden.',
  invalidDuration: 'Bitte wählen Sie 15, 30 oder 60 Minuten oder das Tagesende.',
  invalidExtraMinutes: 'Bitte wählen Sie 15, 30 oder 45 Minuten.',
  invalidKind: 'Bitte wählen Sie Pause oder Mehr Vorlaufzeit.',
  controlsLabel: 'Online-Bestellungen',
  activeLabel: 'Aktiv',
} as const;
