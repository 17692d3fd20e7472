import { z } from 'zod';
import type { IsoDate } from '../entities/common.js';
import { addDays } from '../hours/local-date.js';
import { localDateOf, localMinuteOfDay, wallClockToInstant } from '../hours/zoned-time.js';
import { validationMessages as m } from '../messages/validation.js';
import { isoDateField, timeOfDayField } from '../validation/date-time-url.js';
import { optionalTextField } from '../validation/fields.js';
import { integerField } from '../validation/resources/common.js';
import { maxRepeatWeeks } from './schedules.js';

/**
 * The shift dialog of the Dienstplan: a day and wall-clock times in the branch's zone; an end at or before the
 * start is the next day's (a night shift).
 */
export const shiftFormSchema = z.object({
  date: isoDateField(),
  from: timeOfDayField(),
  to: timeOfDayField(),
  breakMinutes: integerField(0, 0, 720),
  note: optionalTextField(500),
  repeatWeeks: integerField(0, 0, maxRepeatWeeks),
  applyToSeries: z.boolean({ error: m.invalidValue }),
});
export type ShiftFormInput = z.input<typeof shiftFormSchema>;
export type ShiftForm = z.output<typeof shiftFormSchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The instants of a shift on `date` from `from` to `to` (to ≤ from: the next day) in the zone, as ISO strings. */
export function shiftInstants(date: IsoDate, from: string, to: string, timeZone: string) {
  const start = wallClockToInstant(date, minutesOf(from), timeZone);
  const endDate = minutesOf(to) <= minutesOf(from) ? addDays(date, 1) : date;
  const end = wallClockToInstant(endDate, minutesOf(to), timeZone);
  return { startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() };
}

/** The dialog's day and times of a stored shift. */
export function shiftWallClock(startsAt: string, endsAt: string, timeZone: string) {
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  return {
    date: localDateOf(start, timeZone),
    from: timeOf(localMinuteOfDay(start, timeZone)),
    to: timeOf(localMinuteOfDay(end, timeZone)),
  };
}
