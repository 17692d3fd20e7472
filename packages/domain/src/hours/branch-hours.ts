import type { Branch, OpeningHoursEntry } from '../entities/branch.js';
import { DEFAULT_TIME_ZONE } from './time-types.js';

/** The parts of a branch that the hours rules read. */
export type BranchHours = Pick<Branch, 'openingHours' | 'deliveryHours' | 'isDeliveryHoursEnabled'> & {
  timeZone?: string | null;
};

export function branchTimeZone(branch: { timeZone?: string | null }): string {
  return branch.timeZone && branch.timeZone.length > 0 ? branch.timeZone : DEFAULT_TIME_ZONE;
}

/**
 * Spec §4 Branch open status: the branch is open if its opening hours apply, or if separate delivery hours are
 * enabled and apply. So the branch's hours are the union of both sets.
 */
export function branchHourSets(branch: BranchHours): (readonly OpeningHoursEntry[])[] {
  return branch.isDeliveryHoursEnabled ? [branch.openingHours, branch.deliveryHours] : [branch.openingHours];
}

/** Spec §4: delivery uses the delivery hours if they are enabled, else the opening hours. */
export function deliveryHourSets(branch: BranchHours): (readonly OpeningHoursEntry[])[] {
  return [branch.isDeliveryHoursEnabled ? branch.deliveryHours : branch.openingHours];
}

/**
 * Spec §5 Appointment: an appointment must fall inside the opening hours, or the delivery hours when delivering and
 * they are enabled. Takeaway and dine-in use the opening hours only.
 */
export function serviceHourSets(branch: BranchHours, isDelivery: boolean): (readonly OpeningHoursEntry[])[] {
  return isDelivery ? deliveryHourSets(branch) : [branch.openingHours];
}
