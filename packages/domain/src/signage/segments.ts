import type { IsoDate, TimeOfDay } from '../entities/common.js';
import { addDays, isoWeekday } from '../hours/local-date.js';
import { MINUTES_PER_DAY, parseTimeOfDay } from '../hours/time-of-day.js';
import type { EpochMs } from '../hours/time-types.js';
import { localDateOf, localMinuteOfDay } from '../hours/zoned-time.js';

/** The part of a segment the player needs to decide what plays (the program carries these; see program.ts). */
export interface SegmentRule {
  streamId: number;
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[];
  fromTime: TimeOfDay | null;
  toTime: TimeOfDay | null;
  fromDate: IsoDate | null;
  toDate: IsoDate | null;
  priority: number;
}

function dayMatches(rule: SegmentRule, date: IsoDate): boolean {
  if (!rule.weekdays.includes(isoWeekday(date))) return false;
  if (rule.fromDate !== null && date < rule.fromDate) return false;
  if (rule.toDate !== null && date > rule.toDate) return false;
  return true;
}

/**
 * Whether a segment plays at `now` on the wall clock of `timeZone`. The times are wall-clock minutes, so on the
 * spring DST day a segment from 02:30 starts when the clock jumps to 03:00, and on the autumn day the repeated hour
 * counts as the wall clock shows it (a segment until 02:30 plays through both 02:00–02:30). A time range whose end
 * lies before its start runs past midnight: the hours after midnight belong to the day it started (its weekday and
 * date range decide). Missing times mean the whole day.
 */
export function isSegmentActive(rule: SegmentRule, now: EpochMs, timeZone: string): boolean {
  const date = localDateOf(now, timeZone);
  const minute = localMinuteOfDay(now, timeZone);
  const from = rule.fromTime === null ? 0 : (parseTimeOfDay(rule.fromTime) ?? 0);
  const to = rule.toTime === null ? MINUTES_PER_DAY : (parseTimeOfDay(rule.toTime) ?? MINUTES_PER_DAY);
  if (from < to) return minute >= from && minute < to && dayMatches(rule, date);
  // Past midnight: the evening part today, or the early part that started yesterday.
  if (minute >= from) return dayMatches(rule, date);
  if (minute < to) return dayMatches(rule, addDays(date, -1));
  return false;
}

/**
 * The segment that decides what plays at `now`: of the active ones the highest priority; on equal priority the
 * first in the list (the server lists a device's own segments before its group's and those before everyone's).
 */
export function activeSegment<T extends SegmentRule>(segments: readonly T[], now: EpochMs, timeZone: string): T | null {
  let winner: T | null = null;
  for (const segment of segments) {
    if (!isSegmentActive(segment, now, timeZone)) continue;
    if (winner === null || segment.priority > winner.priority) winner = segment;
  }
  return winner;
}

/** The stream that plays at `now`, or null when no segment is active (the scene region's own stream then plays). */
export function activeStream(segments: readonly SegmentRule[], now: EpochMs, timeZone: string): number | null {
  return activeSegment(segments, now, timeZone)?.streamId ?? null;
}
