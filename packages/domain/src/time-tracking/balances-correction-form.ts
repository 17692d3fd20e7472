import { z } from 'zod';
import type { IsoDate } from '../entities/common.js';
import { addDays } from '../hours/local-date.js';
import { localDateOf, localMinuteOfDay, wallClockToInstant } from '../hours/zoned-time.js';
import { timeTrackingSheetsMessages as t } from '../messages/time-tracking-sheets.js';
import { isoDateField, timeOfDayField } from '../validation/date-time-url.js';
import { nonBlankText } from '../validation/fields.js';

const BREAK = /^([01]\d|2[0-3]):([0-5]\d)\s*[–-]\s*([01]\d|2[0-3]):([0-5]\d)$/;

/** "12:00–12:30, 15:00–15:10" → the pairs, or null when a part is no "HH:mm–HH:mm". Empty text: no breaks. */
export function parseBreakList(text: string): { from: string; to: string }[] | null {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const pairs: { from: string; to: string }[] = [];
  for (const part of parts) {
    const match = BREAK.exec(part);
    if (!match) return null;
    pairs.push({ from: `${match[1]}:${match[2]}`, to: `${match[3]}:${match[4]}` });
  }
  return pairs;
}

/**
 * The correction dialog of the time sheet (issue 28.4): the day the activity began, wall-clock start and end (an end
 * at or before the start is the next day's), the breaks as "von–bis" text and the required reason.
 */
export const sheetCorrectionFormSchema = z.object({
  date: isoDateField(),
  from: timeOfDayField(),
  to: timeOfDayField(),
  breaks: z.string().refine((text) => parseBreakList(text) !== null, { message: t.breaksFormat }),
  reason: nonBlankText(t.reasonRequired).pipe(z.string().max(500)),
});
export type SheetCorrectionFormInput = z.input<typeof sheetCorrectionFormSchema>;
export type SheetCorrectionForm = z.output<typeof sheetCorrectionFormSchema>;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (instant: number, timeZone: string) => {
  const minute = localMinuteOfDay(instant, timeZone);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

/** The instant of a wall-clock time on the activity's first day, or the next day when it lies before the start. */
function instantAfter(date: IsoDate, start: string, time: string, timeZone: string): string {
  const day = minutesOf(time) < minutesOf(start) ? addDays(date, 1) : date;
  return new Date(wallClockToInstant(day, minutesOf(time), timeZone)).toISOString();
}

/** The PUT body (without branch and note) of the dialog's values. */
export function correctionTimesOf(values: SheetCorrectionForm, timeZone: string) {
  const endDay = minutesOf(values.to) <= minutesOf(values.from) ? addDays(values.date, 1) : values.date;
  return {
    startedAt: new Date(wallClockToInstant(values.date, minutesOf(values.from), timeZone)).toISOString(),
    endedAt: new Date(wallClockToInstant(endDay, minutesOf(values.to), timeZone)).toISOString(),
    breaks: (parseBreakList(values.breaks) ?? []).map((pause) => ({
      startedAt: instantAfter(values.date, values.from, pause.from, timeZone),
      endedAt: instantAfter(values.date, values.from, pause.to, timeZone),
    })),
    reason: values.reason,
  };
}

/** The dialog's values of a stored activity (a running one ends now, as the correction ends it). */
export function correctionFormOf(
  activity: { startedAt: string; endedAt: string | null; breaks: { startedAt: string; endedAt: string | null }[] },
  now: number,
  timeZone: string,
): SheetCorrectionFormInput {
  const start = Date.parse(activity.startedAt);
  const end = activity.endedAt === null ? now : Date.parse(activity.endedAt);
  return {
    date: localDateOf(start, timeZone),
    from: timeOf(start, timeZone),
    to: timeOf(end, timeZone),
    breaks: activity.breaks
      .map(
        (pause) =>
          `${timeOf(Date.parse(pause.startedAt), timeZone)}–${timeOf(pause.endedAt === null ? now : Date.parse(pause.endedAt), timeZone)}`,
      )
      .join(', '),
    reason: '',
  };
}
