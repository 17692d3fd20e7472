import type { Schedule } from '../entities/index.js';
import { type InstantInput, isoDateTimeToEpochMs, toEpochMs } from './instant.js';

/**
 * True when `now` lies in one of the schedule windows [from, to) — a missing bound is open. An empty (or missing)
 * schedule means always available. A window with an unreadable date never matches.
 */
export function isWithinSchedule(schedule: readonly Schedule[] | null | undefined, now: InstantInput): boolean {
  if (!schedule || schedule.length === 0) return true;
  const at = toEpochMs(now);
  return schedule.some((window) => {
    const from = window.from ? isoDateTimeToEpochMs(window.from) : Number.NEGATIVE_INFINITY;
    const to = window.to ? isoDateTimeToEpochMs(window.to) : Number.POSITIVE_INFINITY;
    return from <= at && at < to;
  });
}
