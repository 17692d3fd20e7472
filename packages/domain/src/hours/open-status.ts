import type { OpeningHoursEntry } from '../entities/branch.js';
import { type BranchHours, branchHourSets, branchTimeZone, deliveryHourSets } from './branch-hours.js';
import { CLOSING_SOON_MINUTES, PLANNING_HORIZON_DAYS } from './constants.js';
import { addDays, daysBetween } from './local-date.js';
import { intervalsOnDate, unionOfOpenIntervals } from './open-intervals.js';
import { type EpochMs, type InstantInput, MINUTE_MS, toEpochMs } from './time-types.js';
import { addCalendarDays, localDateOf } from './zoned-time.js';

export type OpenState = 'open' | 'closing-soon' | 'closed';

export type OpenStatus =
  /** closesAt is null when the open time runs on for more than a week (open around the clock). */
  | { state: 'open' | 'closing-soon'; closesAt: EpochMs | null }
  /** opensAt is null when nothing opens within the planning horizon. */
  | { state: 'closed'; opensAt: EpochMs | null };

type HourSets = readonly (readonly OpeningHoursEntry[])[];

const LOOKAHEAD_DAYS = 8;

/** The first instant after `now` at which one of the hour sets opens, within `horizonDays` calendar days; or null. */
export function nextOpeningAfter(
  hourSets: HourSets,
  nowInput: InstantInput,
  timeZone: string,
  horizonDays: number = PLANNING_HORIZON_DAYS,
): EpochMs | null {
  const now = toEpochMs(nowInput);
  const horizonEnd = addCalendarDays(now, horizonDays, timeZone);
  const firstDate = addDays(localDateOf(now, timeZone), -1);
  const days = daysBetween(firstDate, localDateOf(horizonEnd, timeZone));
  for (let offset = 0; offset <= days; offset += 1) {
    const date = addDays(firstDate, offset);
    const starts = hourSets
      .flatMap((entries) => intervalsOnDate(entries, date, timeZone))
      .map((interval) => interval.start)
      .filter((start) => start > now && start < horizonEnd);
    if (starts.length > 0) return Math.min(...starts);
  }
  return null;
}

/** Open, closing soon (under 60 minutes left, spec §9) or closed at `now`, for one or more hour sets together. */
export function openStatusOf(
  hourSets: HourSets,
  nowInput: InstantInput,
  timeZone: string,
  horizonDays: number = PLANNING_HORIZON_DAYS,
): OpenStatus {
  const now = toEpochMs(nowInput);
  const lookaheadEnd = addCalendarDays(now, LOOKAHEAD_DAYS, timeZone);
  // Merged open time from now on, so a span running into the next day's intervals counts as one.
  const current = unionOfOpenIntervals(hourSets, now, lookaheadEnd, timeZone).find(
    (interval) => interval.start <= now && now < interval.end,
  );
  if (!current) return { state: 'closed', opensAt: nextOpeningAfter(hourSets, now, timeZone, horizonDays) };
  const end = current.end;
  const closesAt = end >= lookaheadEnd ? null : end;
  const closingSoon = closesAt !== null && closesAt - now < CLOSING_SOON_MINUTES * MINUTE_MS;
  return { state: closingSoon ? 'closing-soon' : 'open', closesAt };
}

interface KeptStatus {
  now: EpochMs;
  hourSets: HourSets;
  timeZone: string;
  status: OpenStatus;
}

/**
 * The last status computed per branch object: a page asks for one branch's status at one instant from several parts
 * of a render (banner, cart, toolbar, texts), and each computation walks a week of intervals (issue 22: the shop's
 * first render on a phone). Kept only while the same hour lists, zone and instant are asked for.
 */
const keptStatus = new WeakMap<BranchHours, KeptStatus>();

const sameHourSets = (a: HourSets, b: HourSets) => a.length === b.length && a.every((set, index) => set === b[index]);

/** Spec §4 Branch open status: opening hours, or delivery hours when those are enabled. */
export function branchOpenStatus(branch: BranchHours, nowInput: InstantInput): OpenStatus {
  const now = toEpochMs(nowInput);
  const hourSets = branchHourSets(branch);
  const timeZone = branchTimeZone(branch);
  const kept = keptStatus.get(branch);
  if (kept && kept.now === now && kept.timeZone === timeZone && sameHourSets(kept.hourSets, hourSets)) {
    return kept.status;
  }
  const status = Object.freeze(openStatusOf(hourSets, now, timeZone));
  keptStatus.set(branch, { now, hourSets, timeZone, status });
  return status;
}

/** Spec §4: delivery open status uses the delivery hours when enabled, else the opening hours. */
export function deliveryOpenStatus(branch: BranchHours, now: InstantInput): OpenStatus {
  return openStatusOf(deliveryHourSets(branch), now, branchTimeZone(branch));
}

export function isOpenState(status: OpenStatus): boolean {
  return status.state !== 'closed';
}
