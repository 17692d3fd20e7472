import { errorsMessages as e } from './errors.js';

/**
 * Texts of the statistics dashboard of the back-office (issue 26 point 3, /backend/statistics). The failure text is
 * the §8 one ('Statistik konnte nicht geladen werden.'); the rest is not worded in the spec.
 */
export const backofficeStatisticsMessages = {
  nav: 'Statistik', // not worded in the spec
  title: 'Statistik', // not worded in the spec
  loadFailed: e.statisticsFailed, // spec §8
  loading: 'Statistik wird geladen …', // not worded in the spec
  // not worded in the spec: which branches the figures cover (the header's branch picker chooses)
  branchAll: 'Alle Filialen',
  branchLabel: 'Filiale',
  range: {
    apply: 'Anwenden', // not worded in the spec
    presetsLabel: 'Schnellauswahl', // not worded in the spec (the calendar beside it is 'Zeitraum')
    presets: {
      last7Days: '7 Tage',
      last30Days: '30 Tage',
      thisMonth: 'Dieser Monat',
      lastMonth: 'Letzter Monat',
      thisYear: 'Dieses Jahr',
      custom: 'Benutzerdefiniert',
    }, // not worded in the spec
    // not worded in the spec: '01.11.2026 – 27.11.2026, verglichen mit 05.10.2026 – 31.10.2026'
    summary: (p: { from: string; to: string; previousFrom: string; previousTo: string }) =>
      `${p.from} – ${p.to}, verglichen mit ${p.previousFrom} – ${p.previousTo}`,
  },
  figures: {
    heading: 'Kennzahlen', // not worded in the spec
    orders: 'Bestellungen',
    revenue: 'Umsatz',
    averageOrder: 'Ø Bestellwert',
    uniqueVisitors: 'Eindeutige Besucher',
    canceledOrders: 'Stornierte Bestellungen',
    // not worded in the spec: the change against the previous period of equal length
    change: (p: { change: string }) => `${p.change} gegenüber Vorperiode`,
    noComparison: 'Kein Vergleich (Vorperiode ohne Daten)',
  },
  panels: {
    timeline: 'Umsatz und Bestellungen im Zeitverlauf',
    orderTimes: 'Bestellzeiten (Wochentag × Stunde)',
    popularItems: 'Beliebte Artikel',
    origins: 'Herkunft der Bestellungen',
    referrers: 'Verweisquellen',
    browsers: 'Browser',
    workingTime: 'Arbeitszeit (gearbeitet und geplant)',
  }, // not worded in the spec
  columns: {
    day: 'Tag',
    orders: 'Bestellungen',
    revenue: 'Umsatz',
    weekday: 'Wochentag',
    item: 'Artikel',
    itemLines: 'Bestellpositionen',
    origin: 'Herkunft',
    referrer: 'Verweisquelle',
    pageViews: 'Seitenaufrufe',
    browser: 'Browser',
    visitors: 'Besucher',
    worked: 'Gearbeitet (Std.)',
    planned: 'Geplant (Std.)',
  }, // not worded in the spec
  unknown: 'Unbekannt', // not worded in the spec: a browser the user agent does not name
  weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'], // not worded in the spec
  hourLabel: (p: { hour: number }) => `${String(p.hour).padStart(2, '0')} Uhr`, // not worded in the spec
  showTable: 'Tabelle anzeigen', // not worded in the spec
  downloadCsv: 'CSV herunterladen', // not worded in the spec
  // not worded in the spec: 'statistik-umsatz-und-bestellungen-2026-11-01-2026-11-27.csv'
  csvFileName: (p: { panel: string; from: string; to: string }) => `statistik-${p.panel}-${p.from}-${p.to}.csv`,
  chartLabel: (p: { title: string }) => `Diagramm: ${p.title} (Werte in der Tabelle)`, // not worded in the spec
  empty: 'Keine Daten im gewählten Zeitraum.', // not worded in the spec
};
