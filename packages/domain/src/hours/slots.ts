import type { OpeningHoursEntry } from '../entities/branch.js';
import type { IsoDate, TimeOfDay } from '../entities/common.js';
import { hoursMessages } from '../messages/hours.js';
import { PLANNING_HORIZON_DAYS, SLOT_ROUNDING_MINUTES, SLOT_SEARCH_STEP_MINUTES } from './constants.js';
import { formatClosingTime, formatLocalTime } from './format.js';
import { addDays, daysBetween, daysInMonth, formatIsoDate } from './local-date.js';
import { intervalsOnDate, unionOfOpenIntervals } from './open-intervals.js';
import { type EpochMs, type InstantInput, MINUTE_MS, toEpochMs } from './time-types.js';
import { addCalendarDays, localDateOf, startOfLocalDay } from './zoned-time.js';

type HourSets = readonly (readonly OpeningHoursEntry[])[];

const ROUNDING_MS = SLOT_ROUNDING_MINUTES * MINUTE_MS;
const STEP_MS = SLOT_SEARCH_STEP_MINUTES * MINUTE_MS;

/**
 * Rounds up to the next full 5 minutes (spec §9). Rounded on the epoch, which equals rounding the local wall clock
 * for every zone whose UTC offset is a whole multiple of 5 minutes (all zones in use today).
 */
export function roundUpToSlot(instant: EpochMs): EpochMs {
  return Math.ceil(instant / ROUNDING_MS) * ROUNDING_MS;
}

/** The end of the planning horizon: the same wall-clock time `horizonDays` calendar days after now. */
export function planningHorizonEnd(now: InstantInput, timeZone: string, horizonDays = PLANNING_HORIZON_DAYS): EpochMs {
  return addCalendarDays(toEpochMs(now), horizonDays, timeZone);
}

export interface SlotSearch {
  /** Opening hours or delivery hours (see serviceHourSets); several sets count together. */
  hourSets: HourSets;
  now: InstantInput;
  /** now + the cart's lead time (earliestAfterLeadTimes); defaults to now. */
  earliest?: InstantInput;
  timeZone: string;
  horizonDays?: number;
}

/**
 * The next open slot (spec §5 "the order time slot is the next open slot given lead times", §9): start at
 * now + lead time rounded up to 5 minutes, then step 15 minutes until the time is inside open hours; give up (null)
 * at the end of the planning horizon. Computed per interval instead of by looping, with the same result.
 */
export function nextOpenSlot(search: SlotSearch): EpochMs | null {
  const now = toEpochMs(search.now);
  const start = roundUpToSlot(Math.max(now, toEpochMs(search.earliest ?? now)));
  const horizonEnd = planningHorizonEnd(now, search.timeZone, search.horizonDays);
  if (start >= horizonEnd) return null;
  const firstDate = addDays(localDateOf(start, search.timeZone), -1);
  const days = daysBetween(firstDate, localDateOf(horizonEnd, search.timeZone));
  for (let offset = 0; offset <= days; offset += 1) {
    const date = addDays(firstDate, offset);
    const intervals = search.hourSets
      .flatMap((entries) => intervalsOnDate(entries, date, search.timeZone))
      .sort((a, b) => a.start - b.start);
    for (const interval of intervals) {
      if (interval.end <= start) continue;
      const steps = Math.max(0, Math.ceil((interval.start - start) / STEP_MS));
      const slot = start + steps * STEP_MS;
      if (slot < interval.end && slot < horizonEnd) return slot;
    }
  }
  return null;
}

/** One range offered by the time picker: half-open [start, end); `from`/`to` as "HH:mm" ("24:00" at midnight). */
export interface TimeRange {
  start: EpochMs;
  end: EpochMs;
  from: TimeOfDay;
  to: TimeOfDay;
}

export interface DayTimes {
  ranges: TimeRange[];
  /** 'Verfügbare Zeiten:' or, with no ranges, 'Zum ausgewählten Tag sind keine Termine verfügbar.' (spec §5). */
  message: string;
}

/**
 * The ranges of a local day offered by the time picker: the open time of that day (including time running over from
 * the evening before), clipped to the day, to now + lead time and to the planning horizon, with starts rounded up
 * to 5 minutes. Ranges with no 5-minute slot left are dropped.
 */
export function timePickerRanges(search: SlotSearch & { date: IsoDate }): DayTimes {
  const { timeZone } = search;
  const now = toEpochMs(search.now);
  const earliest = Math.max(now, toEpochMs(search.earliest ?? now));
  const dayStart = startOfLocalDay(search.date, timeZone);
  const dayEnd = startOfLocalDay(addDays(search.date, 1), timeZone);
  const horizonEnd = planningHorizonEnd(now, timeZone, search.horizonDays);
  const ranges: TimeRange[] = [];
  for (const interval of unionOfOpenIntervals(search.hourSets, dayStart, dayEnd, timeZone)) {
    const start = roundUpToSlot(Math.max(interval.start, dayStart, earliest));
    const end = Math.min(interval.end, dayEnd, horizonEnd);
    if (start >= end) continue;
    ranges.push({ start, end, from: formatLocalTime(start, timeZone), to: formatClosingTime(end, timeZone) });
  }
  return { ranges, message: ranges.length > 0 ? hoursMessages.availableTimes : hoursMessages.noTimesOnDay };
}

/** One selectable time of the picker. */
export interface TimeSlot {
  instant: EpochMs;
  time: TimeOfDay;
}

/**
 * Every selectable time of the ranges on the 5-minute grid (spec §9 time picker granularity: minutes 5, hours 1),
 * in order. On the autumn switch day the repeated hour appears twice, with distinct instants.
 */
export function timePickerSlots(ranges: readonly TimeRange[], timeZone: string): TimeSlot[] {
  const slots: TimeSlot[] = [];
  for (const range of ranges) {
    for (let instant = roundUpToSlot(range.start); instant < range.end; instant += ROUNDING_MS) {
      slots.push({ instant, time: formatLocalTime(instant, timeZone) });
    }
  }
  return slots;
}

/** Spec §5 time picker: a time is valid only inside an available range (on the 5-minute grid). */
export function isSelectableTime(ranges: readonly TimeRange[], instant: InstantInput): boolean {
  const time = toEpochMs(instant);
  return time % ROUNDING_MS === 0 && ranges.some((range) => range.start <= time && time < range.end);
}

/**
 * The days of a month (month 1–12) that offer at least one time; every other day is disabled in the date picker
 * (spec §2 Checkout: past and unavailable days disabled).
 */
export function availableDaysOfMonth(search: SlotSearch & { year: number; month: number }): IsoDate[] {
  const days: IsoDate[] = [];
  const count = daysInMonth(search.year, search.month);
  for (let day = 1; day <= count; day += 1) {
    const date = formatIsoDate({ year: search.year, month: search.month, day });
    if (timePickerRanges({ ...search, date }).ranges.length > 0) days.push(date);
  }
  return days;
}
