import { formatLocalDate, formatLocalTime } from '../hours/format.js';
import { DEFAULT_TIME_ZONE, type InstantInput, toEpochMs } from '../hours/time-types.js';

// The hours area's wall-clock formatting, not a German Intl.DateTimeFormat: building one loads ICU's locale data, a
// long task of a phone's main thread in the shop's first render (issue 22). The text is what
// `Intl.DateTimeFormat('de-DE', …)` prints for these fields (text.test.ts compares both).

/** "DD.MM.YYYY" of an instant (Date or epoch ms) in the time zone (default Europe/Vienna). */
export function formatDate(instant: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatLocalDate(toEpochMs(instant), timeZone);
}

/** "HH:mm" (24 hours) of an instant in the time zone (default Europe/Vienna). */
export function formatTime(instant: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatLocalTime(toEpochMs(instant), timeZone);
}

/** "DD.MM.YYYY HH:mm" of an instant in the time zone. */
export function formatDateTime(instant: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
}
