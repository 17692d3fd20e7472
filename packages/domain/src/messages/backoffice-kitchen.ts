import type { ServiceMode } from '../entities/branch.js';

/** The kitchen display (issue 27 point 1); the issue's own words where it has them, none of it worded in the spec. */
export const backofficeKitchenMessages = {
  nav: 'Küche',
  heading: 'Küche',
  viewTickets: 'Tickets',
  viewTotals: 'Gesamtmenge',
  views: 'Ansicht',
  empty: 'Keine bestätigten Bestellungen.',
  totalsEmpty: 'Nichts zuzubereiten.',
  done: 'Fertig',
  doneFor: (p: { ticket: number; key: string | null }) =>
    p.key ? `Ticket ${p.ticket} fertig (Taste ${p.key})` : `Ticket ${p.ticket} fertig`,
  undo: 'Zurück',
  undoFor: (p: { ticket: number }) => `Ticket ${p.ticket} zurück in Zubereitung`,
  doneNotice: (p: { ticket: number }) => `Ticket ${p.ticket} ist fertig.`,
  ticket: (p: { ticket: number }) => `Ticket ${p.ticket}`,
  due: (p: { time: string }) => `fällig ${p.time}`,
  timeLeft: (p: { minutes: number }) => (p.minutes >= 0 ? `noch ${p.minutes} Min.` : `${-p.minutes} Min. überfällig`),
  table: (p: { table: string }) => `Tisch ${p.table}`,
  modes: { takeaway: 'Abholung', delivery: 'Lieferung', dineIn: 'Vor Ort' } satisfies Record<ServiceMode, string>,
  keyHint: 'Tasten 1–9: Ticket fertig',
  /** '12 × Kaisersemmel bis 10:00' (pieces), '0,25 kg Schinken bis 09:30' (by weight and other units). */
  totalLine: (p: { amount: string; unit: string | null; name: string; time: string }) =>
    p.unit === null ? `${p.amount} × ${p.name} bis ${p.time}` : `${p.amount} ${p.unit} ${p.name} bis ${p.time}`,
} as const;
