import type { IsoDate, TimeOfDay } from '../entities/common.js';
import { hoursMessages } from '../messages/hours.js';
import { formatGermanDate, isoWeekday } from './local-date.js';
import { formatMinuteOfDay } from './time-of-day.js';
import type { EpochMs } from './time-types.js';
import { localDateOf, localMinuteOfDay } from './zoned-time.js';

/** "HH:mm" of an instant in the zone. */
export function formatLocalTime(instant: EpochMs, timeZone: string): TimeOfDay {
  return formatMinuteOfDay(localMinuteOfDay(instant, timeZone));
}

/** "DD.MM.YYYY" of an instant in the zone. */
export function formatLocalDate(instant: EpochMs, timeZone: string): string {
  return formatGermanDate(localDateOf(instant, timeZone));
}

/** German weekday name of a local date ('Montag' … 'Sonntag'). */
export function germanWeekday(date: IsoDate): string {
  return hoursMessages.weekdays[isoWeekday(date) - 1] ?? '';
}

/**
 * A closing time as shown to customers: "HH:mm", except that an end at local midnight is "24:00"
 * (so 'Geöffnet bis 24:00' and a time range "18:00–24:00" read right).
 */
export function formatClosingTime(instant: EpochMs, timeZone: string): TimeOfDay {
  const time = formatLocalTime(instant, timeZone);
  return time === '00:00' ? '24:00' : time;
}
