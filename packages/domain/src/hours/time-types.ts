/** Milliseconds since the Unix epoch: one instant, independent of any time zone. */
export type EpochMs = number;

/** A point in time as callers hand it in: a Date or epoch milliseconds. */
export type InstantInput = Date | EpochMs;

/** A half-open span of time [start, end) in epoch milliseconds. */
export interface Interval {
  start: EpochMs;
  end: EpochMs;
}

/** The branch time zone used when none is configured (DESIGN.md, Time). */
export const DEFAULT_TIME_ZONE = 'Europe/Vienna';

export const MINUTE_MS = 60_000;

export function toEpochMs(instant: InstantInput): EpochMs {
  return typeof instant === 'number' ? instant : instant.getTime();
}
