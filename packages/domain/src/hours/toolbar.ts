import { hoursMessages } from '../messages/hours.js';
import { type BranchHours, branchTimeZone } from './branch-hours.js';
import { formatClosingTime } from './format.js';
import { branchOpenStatus, type OpenStatus } from './open-status.js';
import type { InstantInput } from './time-types.js';

export type ToolbarTone = 'success' | 'warning' | 'danger';

export interface ToolbarStatus {
  text: string;
  tone: ToolbarTone;
}

/** Toolbar text of one open status (spec §2 Layout): 'Geöffnet bis {time}' (warning when closing soon) or 'Geschlossen'. */
export function toolbarStatusOf(status: OpenStatus, timeZone: string): ToolbarStatus {
  if (status.state === 'closed') return { text: hoursMessages.closedShort, tone: 'danger' };
  const tone: ToolbarTone = status.state === 'closing-soon' ? 'warning' : 'success';
  if (status.closesAt === null) return { text: hoursMessages.openNow, tone };
  return { text: hoursMessages.openUntil({ time: formatClosingTime(status.closesAt, timeZone) }), tone };
}

/** Toolbar with a selected branch. */
export function branchToolbarStatus(branch: BranchHours, now: InstantInput): ToolbarStatus {
  return toolbarStatusOf(branchOpenStatus(branch, now), branchTimeZone(branch));
}

/**
 * Toolbar without a selected branch: '{n} Standort geöffnet' / '{n} Standorte geöffnet' or 'Alle Standorte
 * geschlossen'. Closing soon counts as open.
 */
export function branchesToolbarText(branches: readonly BranchHours[], now: InstantInput): string {
  const count = branches.filter((branch) => branchOpenStatus(branch, now).state !== 'closed').length;
  return count === 0 ? hoursMessages.allBranchesClosed : hoursMessages.branchesOpen({ count });
}
