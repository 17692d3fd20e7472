import {
  type CalendarDate,
  endOfMonth,
  parseDate,
  startOfMonth,
  startOfYear,
  today as todayIn,
} from '@internationalized/date';

/** The dashboard's range presets; 'custom' is a from–to picked in the calendar. */
export const rangePresets = ['last7Days', 'last30Days', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** A range of local days, both ends included (YYYY-MM-DD, the branch's days). */
export interface DayRange {
  from: string;
  to: string;
}

/** The default when the address names no range: the last 30 days. */
export const defaultPreset: RangePreset = 'last30Days';

/** Today in the shop's time zone (Europe/Vienna: the branches' days); the clock is read only here. */
export const todayInShop = (timeZone = 'Europe/Vienna'): string => todayIn(timeZone).toString();

const range = (from: CalendarDate, to: CalendarDate): DayRange => ({ from: from.toString(), to: to.toString() });

/** The days of a preset, seen from `today` (YYYY-MM-DD): the ranges end today except 'last month'. */
export function presetRange(preset: RangePreset, today: string): DayRange {
  const day = parseDate(today);
  switch (preset) {
    case 'last7Days':
      return range(day.subtract({ days: 6 }), day);
    case 'last30Days':
      return range(day.subtract({ days: 29 }), day);
    case 'thisMonth':
      return range(startOfMonth(day), day);
    case 'lastMonth': {
      const previous = startOfMonth(day).subtract({ months: 1 });
      return range(previous, endOfMonth(previous));
    }
    case 'thisYear':
      return range(startOfYear(day), day);
  }
}

/** The number of days of a range (both ends included). */
export function rangeLength(days: DayRange): number {
  return parseDate(days.to).compare(parseDate(days.from)) + 1;
}

/** The period of equal length right before a range (the comparison of the key figures). */
export function previousPeriod(days: DayRange): DayRange {
  const from = parseDate(days.from);
  const length = rangeLength(days);
  return range(from.subtract({ days: length }), from.subtract({ days: 1 }));
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function validDay(text: string | null): CalendarDate | null {
  if (!text || !isoDate.test(text)) return null;
  try {
    const day = parseDate(text);
    return day.toString() === text ? day : null;
  } catch {
    return null;
  }
}

export interface ChosenRange extends DayRange {
  /** The preset the range came from, or 'custom'. */
  preset: RangePreset | 'custom';
}

/**
 * The range the address asks for (?range=thisMonth, or ?from=…&to=… for a custom one); anything unreadable (a
 * reversed or invalid custom range, an unknown preset) falls back to the default preset.
 */
export function rangeFromSearch(search: URLSearchParams, today: string): ChosenRange {
  const preset = search.get('range');
  if ((rangePresets as readonly string[]).includes(preset ?? '')) {
    const chosen = preset as RangePreset;
    return { preset: chosen, ...presetRange(chosen, today) };
  }
  const from = validDay(search.get('from'));
  const to = validDay(search.get('to'));
  if (from && to && from.compare(to) <= 0) return { preset: 'custom', from: from.toString(), to: to.toString() };
  return { preset: defaultPreset, ...presetRange(defaultPreset, today) };
}

/** DD.MM.YYYY of a YYYY-MM-DD day. */
export function germanDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
