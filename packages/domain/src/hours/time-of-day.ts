import type { TimeOfDay } from '../entities/common.js';

/** Minutes after local midnight, 0 … 1440. */
export type MinuteOfDay = number;

export const MINUTES_PER_DAY = 1440;

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})$/;

/**
 * Parses "HH:mm". "24:00" is accepted as the end of the day (1440). Anything else outside 00:00–23:59 is null,
 * so a malformed opening-hours entry is ignored instead of opening the shop at a random time.
 */
export function parseTimeOfDay(value: TimeOfDay): MinuteOfDay | null {
  const match = TIME_OF_DAY.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours === 24 && minutes === 0) return MINUTES_PER_DAY;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

export function formatMinuteOfDay(minutes: MinuteOfDay): TimeOfDay {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
