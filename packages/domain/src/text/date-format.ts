import { DEFAULT_TIME_ZONE, type InstantInput, toEpochMs } from '../hours/time-types.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'date' | 'time', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}`;
  let result = formatters.get(key);
  if (!result) {
    result =
      kind === 'date'
        ? new Intl.DateTimeFormat('de-DE', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' })
        : new Intl.DateTimeFormat('de-DE', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(key, result);
  }
  return result;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((entry) => entry.type === type)?.value ?? '';
}

/** "DD.MM.YYYY" of an instant (Date or epoch ms) in the time zone (default Europe/Vienna). */
export function formatDate(instant: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = formatter('date', timeZone).formatToParts(toEpochMs(instant));
  return `${part(parts, 'day')}.${part(parts, 'month')}.${part(parts, 'year').padStart(4, '0')}`;
}

/** "HH:mm" (24 hours) of an instant in the time zone (default Europe/Vienna). */
export function formatTime(instant: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = formatter('time', timeZone).formatToParts(toEpochMs(instant));
  return `${part(parts, 'hour')}:${part(parts, 'minute')}`;
}

/** "DD.MM.YYYY HH:mm" of an instant in the time zone. */
export function formatDateTime(instant: InstantInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatDate(instant, timeZone)} ${formatTime(instant, timeZone)}`;
}
