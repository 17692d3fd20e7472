import { formatLocalTime } from '../hours/format.js';
import { daysBetween, isoWeekday } from '../hours/local-date.js';
import { DEFAULT_TIME_ZONE, type InstantInput, toEpochMs } from '../hours/time-types.js';
import { localDateOf } from '../hours/zoned-time.js';
import { dueTimeMessages as m } from '../messages/due-time.js';

/** Further away than this (either way) the date carries its year: '28.11.2027'. */
const DAYS_WITHOUT_YEAR = 180;

/**
 * 'screen': for what is read now (board, desk, order detail). 'paper': for a printed receipt, which may still be read
 * the next day, so tomorrow is named by weekday and date too, never 'morgen'.
 */
export type DueTimeMedium = 'screen' | 'paper';

/**
 * When an order is due, as staff read it on the board, the desk, the detail and receipts (issue 21.12): '10:00' today,
 * 'morgen 10:00' tomorrow, 'Sa 28.11. 10:00' on any other day (earlier days too), all in the branch's time zone
 * (default Europe/Vienna). "Today" is the local calendar day of `now` in that zone, not the last 24 hours.
 */
export function formatDueTime(
  due: InstantInput,
  now: InstantInput,
  timeZone: string = DEFAULT_TIME_ZONE,
  medium: DueTimeMedium = 'screen',
): string {
  const dueMs = toEpochMs(due);
  const time = formatLocalTime(dueMs, timeZone);
  const dueDate = localDateOf(dueMs, timeZone);
  const days = daysBetween(localDateOf(toEpochMs(now), timeZone), dueDate);
  if (days === 0) return m.today({ time });
  if (days === 1 && medium === 'screen') return m.tomorrow({ time });
  const [year, month, day] = dueDate.split('-');
  const date = Math.abs(days) > DAYS_WITHOUT_YEAR ? `${day}.${month}.${year}` : `${day}.${month}.`;
  return m.otherDay({ weekday: m.weekdays[isoWeekday(dueDate) - 1] ?? '', date, time });
}
