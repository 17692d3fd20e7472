import type { Schedule } from '../entities/index.js';
import type { InstantInput } from './instant.js';
import { isWithinSchedule } from './schedule.js';

/** How the storefront shows a product or category. */
export type Availability = 'available' | 'disabled' | 'hidden';

export interface Schedulable {
  isPublic?: boolean;
  isEnabled: boolean;
  schedule?: readonly Schedule[] | null;
  isVisibleWhenUnavailable?: boolean;
}

/**
 * §5 Cart and products: shown if enabled and within its schedule ('available'); otherwise shown disabled when marked
 * visible when unavailable ('disabled'), else not shown ('hidden'). Decision: a non-public entry (isPublic false) is
 * always hidden from the storefront, like non-public branches in §6.
 */
export function availability(entry: Schedulable, now: InstantInput): Availability {
  if (entry.isPublic === false) return 'hidden';
  if (entry.isEnabled && isWithinSchedule(entry.schedule, now)) return 'available';
  return entry.isVisibleWhenUnavailable ? 'disabled' : 'hidden';
}

const rank: Record<Availability, number> = { available: 0, disabled: 1, hidden: 2 };

/** The more restrictive of two states (a product in a disabled category is disabled at best). */
export function combineAvailability(a: Availability, b: Availability): Availability {
  return rank[a] >= rank[b] ? a : b;
}
