import { addDays, formatIsoDate } from '../hours/local-date.js';
import { localDateOf, startOfLocalDay } from '../hours/zoned-time.js';

/** The zone whose calendar days and months the AI limits and the usage list count in (the shop is in Austria). */
export const aiUsageTimeZone = 'Europe/Vienna';

/** The Vienna day `now` falls in, as instants: from local midnight to the next (23 or 25 hours on a DST day). */
export function aiLimitDay(now: Date): { start: Date; end: Date } {
  const today = localDateOf(now.getTime(), aiUsageTimeZone);
  return {
    start: new Date(startOfLocalDay(today, aiUsageTimeZone)),
    end: new Date(startOfLocalDay(addDays(today, 1), aiUsageTimeZone)),
  };
}

/** The Vienna month `now` falls in, YYYY-MM (the usage list's default). */
export function aiUsageMonthOf(now: Date): string {
  return localDateOf(now.getTime(), aiUsageTimeZone).slice(0, 7);
}

/** A month YYYY-MM as instants: from Vienna midnight of its first day to that of the next month's first day. */
export function aiUsageMonthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? { year: year + 1, month: 1 } : { year, month: monthNumber + 1 };
  return {
    from: new Date(startOfLocalDay(formatIsoDate({ year, month: monthNumber, day: 1 }), aiUsageTimeZone)),
    to: new Date(startOfLocalDay(formatIsoDate({ ...next, day: 1 }), aiUsageTimeZone)),
  };
}
