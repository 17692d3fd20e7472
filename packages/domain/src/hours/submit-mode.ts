import type { Branch } from '../entities/branch.js';
import { type BranchHours, branchTimeZone, serviceHourSets } from './branch-hours.js';
import { openStatusOf } from './open-status.js';
import type { InstantInput } from './time-types.js';

/**
 * Spec §2 Checkout buttons: 'Angebotsanfrage abschicken' (quotation), 'Bestellung abschicken' (order),
 * 'Vorbestellung abschicken' (pre-order); 'unavailable' when none applies (closed, no pre-orders).
 */
export type SubmitMode = 'quotation' | 'order' | 'preorder' | 'unavailable';

export type SubmitModeBranch = BranchHours & Pick<Branch, 'isQuotationRequired' | 'isPreorderEnabled'>;

/**
 * Decision: a quotation branch always takes quotation requests; otherwise 'order' when the service is open now
 * in the hours that serve it (delivery: delivery hours when enabled, else opening hours; takeaway and
 * dine-in: opening hours — the same hours the appointment is checked against; closing soon counts as open), else
 * 'preorder' when pre-orders are enabled, else 'unavailable'.
 */
export function checkoutSubmitMode(branch: SubmitModeBranch, now: InstantInput, isDelivery: boolean): SubmitMode {
  if (branch.isQuotationRequired) return 'quotation';
  const status = openStatusOf(serviceHourSets(branch, isDelivery), now, branchTimeZone(branch));
  if (status.state !== 'closed') return 'order';
  return branch.isPreorderEnabled ? 'preorder' : 'unavailable';
}
