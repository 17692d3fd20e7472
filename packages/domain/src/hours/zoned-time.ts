import type { IsoDate } from '../entities/common.js';
import { addDays, formatIsoDate, parseIsoDate } from './local-date.js';
import type { MinuteOfDay } from './time-of-day.js';
import type { EpochMs } from './time-types.js';

/**
 * Wall clock ↔ instant conversion for an IANA time zone, built on Intl.DateTimeFormat (Node 20 has no Temporal).
 *
 * Decisions (same as Temporal's default `disambiguation: 'compatible'`):
 * - A wall-clock time that does not exist (spring gap, e.g. 02:30 on 2026-03-29 in Europe/Vienna) is shifted
 *   forward by the length of the gap (→ 03:30 CEST).
 * - A wall-clock time that exists twice (autumn, e.g. 02:30 on 2026-10-25 in Europe/Vienna) resolves to the
 *   earlier instant (02:30 CEST, not 02:30 CET).
 */

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock as Intl formats it: the reference the kept offsets below are built from. */
function formattedWallClock(instant: EpochMs, timeZone: string): WallClock {
  const wall: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    switch (part.type) {
      case 'year':
        wall.year = Number(part.value);
        break;
      case 'month':
        wall.month = Number(part.value);
        break;
      case 'day':
        wall.day = Number(part.value);
        break;
      case 'hour':
        wall.hour = Number(part.value) % 24;
        break;
      case 'minute':
        wall.minute = Number(part.value);
        break;
      case 'second':
        wall.second = Number(part.value);
        break;
      default:
        break;
    }
  }
  return wall;
}

function formattedOffsetMs(instant: EpochMs, timeZone: string): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  const wall = formattedWallClock(wholeSecond, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - wholeSecond;
}

const HOUR_MS = 3_600_000;
/** Offsets of whole UTC hours per zone; an hour holding a switch is not kept. Started afresh past this size. */
const offsetsByHour = new Map<string, Map<number, number>>();
const maxKeptHoursPerZone = 100_000;

/**
 * UTC offset of the zone at an instant, in milliseconds (e.g. +3_600_000 for CET).
 * Formatting with Intl costs microseconds and the opening-hours rules ask hundreds of times per order, so the
 * offset of a UTC hour is kept when it is the same at the hour's first and last second (zones switch at most once
 * within an hour); an hour holding a switch is formatted every time.
 */
export function zoneOffsetMs(instant: EpochMs, timeZone: string): number {
  const hour = Math.floor(instant / HOUR_MS);
  let zone = offsetsByHour.get(timeZone);
  const kept = zone?.get(hour);
  if (kept !== undefined) return kept;
  const first = formattedOffsetMs(hour * HOUR_MS, timeZone);
  const last = formattedOffsetMs(hour * HOUR_MS + HOUR_MS - 1000, timeZone);
  if (first !== last) return formattedOffsetMs(instant, timeZone);
  if (!zone || zone.size >= maxKeptHoursPerZone) {
    zone = new Map();
    offsetsByHour.set(timeZone, zone);
  }
  zone.set(hour, first);
  return first;
}

/** The local wall clock of an instant in a time zone. Throws RangeError for an unknown zone. */
export function toWallClock(instant: EpochMs, timeZone: string): WallClock {
  const local = new Date(Math.floor(instant / 1000) * 1000 + zoneOffsetMs(instant, timeZone));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

export function localDateOf(instant: EpochMs, timeZone: string): IsoDate {
  const wall = toWallClock(instant, timeZone);
  return formatIsoDate(wall);
}

/** Minutes after local midnight of an instant (0 … 1439). */
export function localMinuteOfDay(instant: EpochMs, timeZone: string): MinuteOfDay {
  const wall = toWallClock(instant, timeZone);
  return wall.hour * 60 + wall.minute;
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the local wall clock of `timeZone` shows `date` plus `minuteOfDay` minutes
 * (1440 = the next day's midnight). Gaps shift forward, ambiguous times take the earlier instant (see above).
 */
export function wallClockToInstant(date: IsoDate, minuteOfDay: MinuteOfDay, timeZone: string): EpochMs {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid ISO date: ${date}`);
  const guess = Date.UTC(parts.year, parts.month - 1, parts.day, 0, minuteOfDay);
  const before = zoneOffsetMs(guess - DAY_MS, timeZone);
  const after = zoneOffsetMs(guess + DAY_MS, timeZone);
  const around = zoneOffsetMs(guess, timeZone);
  let best: EpochMs | null = null;
  for (const offset of new Set([before, around, after])) {
    const candidate = guess - offset;
    if (zoneOffsetMs(candidate, timeZone) === offset && (best === null || candidate < best)) best = candidate;
  }
  // No candidate: the wall time falls into a gap. Using the offset in force before the gap moves it forward.
  return best ?? guess - before;
}

/** Local midnight that starts `date`. */
export function startOfLocalDay(date: IsoDate, timeZone: string): EpochMs {
  return wallClockToInstant(date, 0, timeZone);
}

/**
 * Adds whole calendar days in the zone: the same wall-clock time `days` later (23 or 25 hours across a DST switch).
 */
export function addCalendarDays(instant: EpochMs, days: number, timeZone: string): EpochMs {
  const wall = toWallClock(instant, timeZone);
  const sub = instant - Math.floor(instant / 60_000) * 60_000;
  const date = addDays(formatIsoDate(wall), days);
  return wallClockToInstant(date, wall.hour * 60 + wall.minute, timeZone) + sub;
}

/** Whether the zone name is known to the runtime's Intl data. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}
