import { type BranchHours, branchTimeZone, serviceHourSets } from './branch-hours.js';
import { earliestAfterLeadTimes, type LeadTimeProduct } from './lead-time.js';
import { earliestWithOnlinePause, type OnlinePause } from './online-pause.js';
import { nextOpenSlot } from './slots.js';
import type { EpochMs, InstantInput } from './time-types.js';

/**
 * Spec §5: "the order time slot is the next open slot given lead times" — for a branch, a service mode and a cart:
 * the hours that serve the mode (delivery hours when delivering and enabled, else opening hours), searched from
 * now + the longest lead time of the cart's products (and after a pause or busy mode). Null when nothing is open within the planning horizon.
 */
export function nextOrderSlot(input: {
  branch: BranchHours;
  now: InstantInput;
  isDelivery: boolean;
  products?: readonly LeadTimeProduct[];
  /** Issue 27.3: a pause moves the slot to its end, busy mode adds its minutes. */
  onlinePause?: OnlinePause | null;
}): EpochMs | null {
  const timeZone = branchTimeZone(input.branch);
  return nextOpenSlot({
    hourSets: serviceHourSets(input.branch, input.isDelivery),
    now: input.now,
    earliest: earliestWithOnlinePause(
      earliestAfterLeadTimes(input.products ?? [], input.now, timeZone),
      input.onlinePause,
      input.now,
    ),
    timeZone,
  });
}
