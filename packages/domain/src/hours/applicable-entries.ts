import type { OpeningHoursEntry, OpeningHoursType } from '../entities/branch.js';
import type { IsoDate } from '../entities/common.js';
import { isoWeekday } from './local-date.js';

const weekdayTypes: readonly OpeningHoursType[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** The opening-hours type of a local date's weekday ('monday' … 'sunday'). */
export function weekdayTypeOf(date: IsoDate): OpeningHoursType {
  return weekdayTypes[isoWeekday(date) - 1] ?? 'monday';
}

/**
 * The entries that decide the hours of a local date (spec §3 Opening hours entry).
 *
 * Decision: the most specific level that has entries for the date wins, the others are ignored:
 * 'once' entries with that date (a date-time in `date` counts by its first 10 characters), else the weekday's entries, else 'daily' entries. Several entries of the
 * winning level are several intervals on that day. If any entry of the winning level is `isClosed`, the
 * day is closed and the result is empty (so a 'once' entry with isClosed closes a whole holiday).
 */
export function applicableEntries(entries: readonly OpeningHoursEntry[], date: IsoDate): OpeningHoursEntry[] {
  const once = entries.filter((entry) => entry.type === 'once' && entry.date?.slice(0, 10) === date);
  const weekdayType = weekdayTypeOf(date);
  const chosen =
    once.length > 0
      ? once
      : entries.some((entry) => entry.type === weekdayType)
        ? entries.filter((entry) => entry.type === weekdayType)
        : entries.filter((entry) => entry.type === 'daily');
  if (chosen.some((entry) => entry.isClosed)) return [];
  return chosen;
}
