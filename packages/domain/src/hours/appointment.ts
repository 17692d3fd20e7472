import type { Branch } from '../entities/branch.js';
import { hoursMessages } from '../messages/hours.js';
import { type BranchHours, branchTimeZone, serviceHourSets } from './branch-hours.js';
import { formatLocalDate } from './format.js';
import { earliestAfterLeadTimes, type LeadTimeProduct } from './lead-time.js';
import { daysBetween } from './local-date.js';
import { earliestWithOnlinePause, type OnlinePause } from './online-pause.js';
import { unionOfOpenIntervals } from './open-intervals.js';
import { planningHorizonEnd } from './slots.js';
import { type InstantInput, toEpochMs } from './time-types.js';
import { localDateOf } from './zoned-time.js';

export type AppointmentBranch = BranchHours & Pick<Branch, 'isAppointmentRequired'>;

export interface AppointmentCheck {
  branch: AppointmentBranch;
  /** The chosen appointment, or null when none was chosen ('So schnell wie möglich'). */
  appointment: InstantInput | null;
  now: InstantInput;
  isDelivery: boolean;
  /** The cart's products, for their lead times. */
  products?: readonly LeadTimeProduct[];
  /** The branch's pause or busy mode (issue 27.3): busy mode moves the earliest time later. */
  onlinePause?: OnlinePause | null;
}

export type AppointmentProblem = 'missing' | 'too-early' | 'closed' | 'beyond-horizon';

export type AppointmentResult = { ok: true } | { ok: false; problem: AppointmentProblem; message: string };

/**
 * Spec §5 Appointment. Checked in this order: required but missing → 'Bitte wählen Sie einen Termin aus.';
 * in the past or before the cart's lead time → too early (not worded in the spec); outside the opening hours
 * (delivery hours when delivering and enabled) or beyond the 180-day horizon → the closed message of §5.
 * No appointment and not required is fine: the order is made as soon as possible.
 */
export function validateAppointment(check: AppointmentCheck): AppointmentResult {
  const { branch } = check;
  const appointment = check.appointment === null ? Number.NaN : toEpochMs(check.appointment);
  if (!Number.isFinite(appointment)) {
    // None chosen (an unreadable date counts as none).
    return branch.isAppointmentRequired
      ? { ok: false, problem: 'missing', message: hoursMessages.appointmentRequired }
      : { ok: true };
  }
  const timeZone = branchTimeZone(branch);
  const now = toEpochMs(check.now);
  const earliest = earliestAfterLeadTimes(check.products ?? [], now, timeZone);
  if (appointment < earliestWithOnlinePause(earliest, check.onlinePause, now)) {
    return { ok: false, problem: 'too-early', message: hoursMessages.appointmentTooEarly };
  }
  if (appointment >= planningHorizonEnd(now, timeZone)) {
    return { ok: false, problem: 'beyond-horizon', message: hoursMessages.appointmentClosed };
  }
  const open = unionOfOpenIntervals(
    serviceHourSets(branch, check.isDelivery),
    appointment,
    appointment + 1,
    timeZone,
  ).some((interval) => interval.start <= appointment && appointment < interval.end);
  return open ? { ok: true } : { ok: false, problem: 'closed', message: hoursMessages.appointmentClosed };
}

/**
 * Spec §2 Checkout appointment label: 'Heute, {date}', 'Morgen, {date}' or '{date}' (DD.MM.YYYY) for a chosen
 * appointment; without one (or with an unreadable one) 'Keine Angabe' when an appointment is required, else 'So schnell wie möglich'.
 */
export function appointmentLabel(input: {
  appointment: InstantInput | null;
  now: InstantInput;
  timeZone: string;
  isAppointmentRequired: boolean;
}): string {
  const appointment = input.appointment === null ? Number.NaN : toEpochMs(input.appointment);
  if (!Number.isFinite(appointment)) {
    return input.isAppointmentRequired ? hoursMessages.notSpecified : hoursMessages.asSoonAsPossible;
  }
  const date = formatLocalDate(appointment, input.timeZone);
  const days = daysBetween(localDateOf(toEpochMs(input.now), input.timeZone), localDateOf(appointment, input.timeZone));
  if (days === 0) return hoursMessages.today({ date });
  if (days === 1) return hoursMessages.tomorrow({ date });
  return date;
}
