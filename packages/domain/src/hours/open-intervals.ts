import type { OpeningHoursEntry } from '../entities/branch.js';
import type { IsoDate } from '../entities/common.js';
import { applicableEntries } from './applicable-entries.js';
import { addDays, daysBetween } from './local-date.js';
import { MINUTES_PER_DAY, parseTimeOfDay } from './time-of-day.js';
import type { EpochMs, Interval } from './time-types.js';
import { localDateOf, wallClockToInstant } from './zoned-time.js';

/**
 * Worked-out days per hour set: each check of a placement or a page walks the days of the week ahead, and a branch's
 * hours change far less often than they are read. Keyed by the entries array itself (a changed branch brings a new
 * one), then by time zone and date; a set's days are forgotten when more than `MAX_REMEMBERED_DAYS` pile up.
 */
const rememberedDays = new WeakMap<readonly OpeningHoursEntry[], Map<string, readonly Interval[]>>();
const MAX_REMEMBERED_DAYS = 512;

/**
 * The intervals that the entries open on one local date, as instants, sorted by start (frozen: the same answer is
 * handed to every caller).
 *
 * Decision: an entry whose `to` is not after its `from` (e.g. 18:00–00:00 or 22:00–02:00) runs past midnight and ends
 * at that time on the next day; "24:00" is the same as "00:00". An entry with from = to = "00:00" is open the whole day.
 * Such an interval belongs to the date it starts on, so the next day's entries (even a closed 'once' day) do not cut it.
 * Entries with malformed times are ignored.
 */
export function intervalsOnDate(
  entries: readonly OpeningHoursEntry[],
  date: IsoDate,
  timeZone: string,
): readonly Interval[] {
  let days = rememberedDays.get(entries);
  if (!days) {
    days = new Map();
    rememberedDays.set(entries, days);
  }
  const key = `${timeZone} ${date}`;
  const remembered = days.get(key);
  if (remembered) return remembered;
  const intervals = Object.freeze(workOutIntervalsOnDate(entries, date, timeZone).map((i) => Object.freeze(i)));
  if (days.size >= MAX_REMEMBERED_DAYS) days.clear();
  days.set(key, intervals);
  return intervals;
}

function workOutIntervalsOnDate(entries: readonly OpeningHoursEntry[], date: IsoDate, timeZone: string): Interval[] {
  const intervals: Interval[] = [];
  for (const entry of applicableEntries(entries, date)) {
    const from = parseTimeOfDay(entry.from);
    const to = parseTimeOfDay(entry.to);
    if (from === null || to === null || from === MINUTES_PER_DAY) continue;
    const endMinute = to > from ? to : to + MINUTES_PER_DAY;
    const start = wallClockToInstant(date, from, timeZone);
    const end =
      endMinute >= MINUTES_PER_DAY
        ? wallClockToInstant(addDays(date, 1), endMinute - MINUTES_PER_DAY, timeZone)
        : wallClockToInstant(date, endMinute, timeZone);
    if (end > start) intervals.push({ start, end });
  }
  return intervals.sort((a, b) => a.start - b.start);
}

/** Sorts and joins overlapping or touching intervals. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) {
      last.end = Math.max(last.end, interval.end);
    } else {
      merged.push({ ...interval });
    }
  }
  return merged;
}

/**
 * All open time overlapping [from, until), merged, not clipped (an interval may start before `from` or end after
 * `until`). Looks one day back for intervals running past midnight and one day ahead, so an interval touching the
 * next day's first interval (22:00–00:00 then 00:00–02:00) is merged with it.
 */
export function openIntervalsBetween(
  entries: readonly OpeningHoursEntry[],
  from: EpochMs,
  until: EpochMs,
  timeZone: string,
): Interval[] {
  const firstDate = addDays(localDateOf(from, timeZone), -1);
  const days = daysBetween(firstDate, localDateOf(until, timeZone)) + 1;
  const all: Interval[] = [];
  for (let offset = 0; offset <= days; offset += 1) {
    all.push(...intervalsOnDate(entries, addDays(firstDate, offset), timeZone));
  }
  return mergeIntervals(all).filter((interval) => interval.end > from && interval.start < until);
}

/** Whether the entries have the shop open at an instant. */
export function isOpenAt(entries: readonly OpeningHoursEntry[], instant: EpochMs, timeZone: string): boolean {
  return openIntervalsBetween(entries, instant, instant + 1, timeZone).some(
    (interval) => interval.start <= instant && instant < interval.end,
  );
}

/** The open intervals of several hour sets together (e.g. opening hours plus delivery hours). */
export function unionOfOpenIntervals(
  hourSets: readonly (readonly OpeningHoursEntry[])[],
  from: EpochMs,
  until: EpochMs,
  timeZone: string,
): Interval[] {
  return mergeIntervals(hourSets.flatMap((entries) => openIntervalsBetween(entries, from, until, timeZone)));
}
