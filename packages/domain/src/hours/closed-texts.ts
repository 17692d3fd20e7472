import type { Branch } from '../entities/branch.js';
import { hoursMessages } from '../messages/hours.js';
import { type BranchHours, branchTimeZone } from './branch-hours.js';
import { formatLocalDate, formatLocalTime, germanWeekday } from './format.js';
import { daysBetween } from './local-date.js';
import { branchOpenStatus, deliveryOpenStatus } from './open-status.js';
import { type EpochMs, type InstantInput, toEpochMs } from './time-types.js';
import { localDateOf } from './zoned-time.js';

export type ClosedTextKind = 'branch' | 'delivery';

/**
 * How the day of the next opening is named (spec §4 "today or a named day"): the weekday name within the coming six
 * days; further away the weekday name plus the date ("Montag, 05.01.2027"), because a bare weekday would be ambiguous.
 * Decision: no 'morgen' — the spec names only today and a named day.
 */
export function nextOpeningDayName(opensAt: EpochMs, now: InstantInput, timeZone: string): string {
  const date = localDateOf(opensAt, timeZone);
  const weekday = germanWeekday(date);
  const days = daysBetween(localDateOf(toEpochMs(now), timeZone), date);
  return days <= 6 ? weekday : `${weekday}, ${formatLocalDate(opensAt, timeZone)}`;
}

/**
 * Spec §8: 'Wir öffnen wieder um {time} Uhr.' (today) or 'Wir öffnen wieder am {day} um {time} Uhr.';
 * for delivery 'Wir liefern wieder ab {time} Uhr.' or 'Wir liefern wieder am {day} ab {time} Uhr.'
 */
export function nextOpeningText(
  opensAt: EpochMs,
  now: InstantInput,
  timeZone: string,
  kind: ClosedTextKind = 'branch',
): string {
  const time = formatLocalTime(opensAt, timeZone);
  const sameDay = localDateOf(opensAt, timeZone) === localDateOf(toEpochMs(now), timeZone);
  if (sameDay) return kind === 'branch' ? hoursMessages.reopensAt({ time }) : hoursMessages.deliveryResumesAt({ time });
  const day = nextOpeningDayName(opensAt, now, timeZone);
  return kind === 'branch' ? hoursMessages.reopensOn({ day, time }) : hoursMessages.deliveryResumesOn({ day, time });
}

export type ClosedTextsBranch = BranchHours & Pick<Branch, 'isPreorderEnabled' | 'closedMessage' | 'isDeliveryEnabled'>;

/**
 * The lines of the closed notice (spec §8 Closed), empty when open (closing soon counts as open).
 * - branch: 'Derzeit haben wir leider geschlossen.', then the next opening, or the branch's closedMessage when nothing
 *   opens within the planning horizon.
 * - delivery: 'Derzeit bieten wir leider keine Lieferung an.' alone when the branch does not deliver at all
 *   (decision: that variant means "not offered"); otherwise 'Derzeit ist leider keine Lieferung möglich.' with the
 *   next delivery time or the closedMessage.
 * Both end with the pre-order line when the branch accepts pre-orders.
 */
export function closedTexts(branch: ClosedTextsBranch, now: InstantInput, kind: ClosedTextKind = 'branch'): string[] {
  if (kind === 'delivery' && !branch.isDeliveryEnabled) return [hoursMessages.deliveryNotOffered];
  const status = kind === 'branch' ? branchOpenStatus(branch, now) : deliveryOpenStatus(branch, now);
  if (status.state !== 'closed') return [];
  const lines: string[] = [kind === 'branch' ? hoursMessages.closed : hoursMessages.deliveryClosed];
  if (status.opensAt !== null) {
    lines.push(nextOpeningText(status.opensAt, now, branchTimeZone(branch), kind));
  } else if (branch.closedMessage && branch.closedMessage.trim().length > 0) {
    lines.push(branch.closedMessage);
  }
  if (branch.isPreorderEnabled) lines.push(hoursMessages.preorderPossible);
  return lines;
}
