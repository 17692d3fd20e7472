import type { Branch } from '../entities/branch.js';
import { hoursMessages } from '../messages/hours.js';
import { onlinePauseMessages } from '../messages/online-pause.js';
import { branchTimeZone } from './branch-hours.js';
import { formatLocalTime } from './format.js';
import { addDays } from './local-date.js';
import type { SubmitMode } from './submit-mode.js';
import { type EpochMs, type InstantInput, MINUTE_MS, toEpochMs } from './time-types.js';
import { localDateOf, startOfLocalDay } from './zoned-time.js';

/**
 * Issue 27.3: a branch's online orders paused ('pause') or slowed ('busy': every new order's earliest time later by
 * `extraMinutes`) until `until`. It ends by itself: every rule compares `until` with `now`, no timer is needed.
 */
export const onlinePauseKinds = ['pause', 'busy'] as const;
export type OnlinePauseKind = (typeof onlinePauseKinds)[number];

/** 15, 30 or 60 minutes, or until the end of the branch's local day. */
export const onlinePauseDurations = [15, 30, 60, 'endOfDay'] as const;
export type OnlinePauseDuration = (typeof onlinePauseDurations)[number];

/** Busy mode: minutes added to every new order's earliest time. */
export const busyExtraMinutes = [15, 30, 45] as const;
export type BusyExtraMinutes = (typeof busyExtraMinutes)[number];

/** The state as the API answers it (public: without `setBy`). `until` is an ISO instant. */
export interface OnlinePause {
  kind: OnlinePauseKind;
  until: string;
  /** 0 for a pause. */
  extraMinutes: number;
}

/**
 * When a pause or busy mode chosen at `now` ends: now + the minutes, or the next local midnight of the branch's zone
 * ('endOfDay'; a DST day is 23 or 25 hours long, so this is not now + 24 h − time of day).
 */
export function onlinePauseEnd(duration: OnlinePauseDuration, nowInput: InstantInput, timeZone: string): EpochMs {
  const now = toEpochMs(nowInput);
  if (duration === 'endOfDay') return startOfLocalDay(addDays(localDateOf(now, timeZone), 1), timeZone);
  return now + duration * MINUTE_MS;
}

/** The pause or busy mode in force at `now`, else null (ended by itself, or none). */
export function activeOnlinePause<P extends Pick<OnlinePause, 'until'>>(
  pause: P | null | undefined,
  now: InstantInput,
): P | null {
  if (!pause) return null;
  const until = Date.parse(pause.until);
  return Number.isFinite(until) && until > toEpochMs(now) ? pause : null;
}

/** The end of a pause in force (online orders refused until then), else null. */
export function pausedUntil(pause: OnlinePause | null | undefined, now: InstantInput): EpochMs | null {
  const active = activeOnlinePause(pause, now);
  return active && active.kind === 'pause' ? Date.parse(active.until) : null;
}

/** Minutes busy mode adds at `now` (0 when none is in force). */
export function busyMinutesAt(pause: OnlinePause | null | undefined, now: InstantInput): number {
  const active = activeOnlinePause(pause, now);
  return active && active.kind === 'busy' ? active.extraMinutes : 0;
}

/**
 * The earliest time a new order may be due, after the pause or busy mode: during a pause not before its end
 * (pre-orders for later), in busy mode `earliest` + the extra minutes.
 */
export function earliestWithOnlinePause(
  earliest: EpochMs,
  pause: OnlinePause | null | undefined,
  now: InstantInput,
): EpochMs {
  const until = pausedUntil(pause, now);
  if (until !== null) return Math.max(earliest, until);
  return earliest + busyMinutesAt(pause, now) * MINUTE_MS;
}

/** 'HH:mm' of the end in the branch's zone; a pause until the end of the day reads '24:00', not '00:00'. */
export function onlinePauseEndTime(until: EpochMs, timeZone: string): string {
  const time = formatLocalTime(until, timeZone);
  if (time !== '00:00') return time;
  return startOfLocalDay(localDateOf(until, timeZone), timeZone) === until ? '24:00' : time;
}

/** 'Online-Bestellungen sind bis {Uhrzeit} pausiert.' while paused, else null. */
export function pauseNotice(pause: OnlinePause | null | undefined, now: InstantInput, timeZone: string): string | null {
  const until = pausedUntil(pause, now);
  return until === null ? null : onlinePauseMessages.pausedUntil({ time: onlinePauseEndTime(until, timeZone) });
}

/**
 * The shop's closed notice while paused (issue 27.3): the spec's closed text, the pause line, and the §8 pre-order
 * line when the branch takes pre-orders. Empty when not paused.
 */
export function pausedClosedTexts(
  branch: Pick<Branch, 'isPreorderEnabled'> & { timeZone?: string | null },
  pause: OnlinePause | null | undefined,
  now: InstantInput,
): string[] {
  const notice = pauseNotice(pause, now, branchTimeZone(branch));
  if (notice === null) return [];
  const lines = [hoursMessages.closed, notice];
  if (branch.isPreorderEnabled) lines.push(hoursMessages.preorderPossible);
  return lines;
}

/**
 * The checkout's submit mode while paused (issue 27.3): an order becomes a pre-order for after the pause when the
 * branch takes pre-orders, else nothing can be sent; quotation requests are not orders and stay.
 */
export function submitModeDuringPause(
  mode: SubmitMode,
  branch: Pick<Branch, 'isPreorderEnabled'>,
  pause: OnlinePause | null | undefined,
  now: InstantInput,
): SubmitMode {
  if (mode === 'quotation' || mode === 'unavailable' || pausedUntil(pause, now) === null) return mode;
  return branch.isPreorderEnabled ? 'preorder' : 'unavailable';
}
