import type { IsoDate } from '../entities/common.js';
import { addDays } from '../hours/local-date.js';
import type { EpochMs } from '../hours/time-types.js';
import { localDateOf, startOfLocalDay } from '../hours/zoned-time.js';

/**
 * Issue 28.1 / spec §4: a working activity's transitions. `start` opens one (working), `pause` and `resume` switch
 * between working and paused, `end` closes it (from working or paused; an open pause ends with it). Everything else
 * is refused with the key of the German 409 message (`messages.timeTracking[refusal]`).
 */
export type OpenWorkingState = 'working' | 'paused';
export const workingStates = ['working', 'paused', 'ended'] as const;
export type WorkingState = (typeof workingStates)[number];
export type WorkingAction = 'start' | 'pause' | 'resume' | 'end';
export const workingActions = ['start', 'pause', 'resume', 'end'] as const satisfies readonly WorkingAction[];

export type TransitionRefusal = 'alreadyWorking' | 'notWorking' | 'alreadyPaused' | 'notPaused';

export type TransitionResult = { ok: true; next: WorkingState } | { ok: false; refusal: TransitionRefusal };

const table: Record<WorkingAction, Record<OpenWorkingState | 'none', TransitionResult>> = {
  start: {
    none: { ok: true, next: 'working' },
    working: { ok: false, refusal: 'alreadyWorking' },
    paused: { ok: false, refusal: 'alreadyWorking' },
  },
  pause: {
    none: { ok: false, refusal: 'notWorking' },
    working: { ok: true, next: 'paused' },
    paused: { ok: false, refusal: 'alreadyPaused' },
  },
  resume: {
    none: { ok: false, refusal: 'notWorking' },
    working: { ok: false, refusal: 'notPaused' },
    paused: { ok: true, next: 'working' },
  },
  end: {
    none: { ok: false, refusal: 'notWorking' },
    working: { ok: true, next: 'ended' },
    paused: { ok: true, next: 'ended' },
  },
};

/** The state after `action` from the current open state (`null`: no open activity), or why it is refused. */
export function workingTransition(current: OpenWorkingState | null, action: WorkingAction): TransitionResult {
  return table[action][current ?? 'none'];
}

export interface ActivitySpan {
  startedAt: EpochMs;
  /** null while the activity is open (counted up to `now`). */
  endedAt: EpochMs | null;
  breaks: readonly { startedAt: EpochMs; endedAt: EpochMs | null }[];
}

function overlapMs(start: EpochMs, end: EpochMs, from: EpochMs, to: EpochMs): number {
  return Math.max(0, Math.min(end, to) - Math.max(start, from));
}

/**
 * Milliseconds worked inside [from, to): the activities' time minus their breaks, open ones counted up to `now`.
 * Time after `now` never counts (a clock set back cannot make negative or future work).
 */
export function workedMsBetween(activities: readonly ActivitySpan[], from: EpochMs, to: EpochMs, now: EpochMs): number {
  let total = 0;
  for (const activity of activities) {
    const end = Math.min(activity.endedAt ?? now, now);
    total += overlapMs(activity.startedAt, end, from, to);
    for (const pause of activity.breaks) {
      const pauseEnd = Math.min(pause.endedAt ?? end, end);
      const pauseStart = Math.max(pause.startedAt, activity.startedAt);
      if (pauseEnd > pauseStart) total -= overlapMs(pauseStart, pauseEnd, from, to);
    }
  }
  return Math.max(0, total);
}

/** The local day's bounds [start, end) in the zone: 23 or 25 hours on the DST switch days. */
export function localDayBounds(date: IsoDate, timeZone: string): { start: EpochMs; end: EpochMs } {
  return { start: startOfLocalDay(date, timeZone), end: startOfLocalDay(addDays(date, 1), timeZone) };
}

/**
 * Whole minutes worked on `now`'s local day (breaks excluded): a night shift counts only its part after local
 * midnight, and the DST switch days count real elapsed time.
 */
export function workedMinutesToday(activities: readonly ActivitySpan[], now: EpochMs, timeZone: string): number {
  const { start, end } = localDayBounds(localDateOf(now, timeZone), timeZone);
  return Math.floor(workedMsBetween(activities, start, end, now) / 60_000);
}
