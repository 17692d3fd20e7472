import type { Id, Menu } from '../entities/index.js';
import { type InstantInput, isoDateTimeToEpochMs, toEpochMs } from './instant.js';

/**
 * §4 Active menu: among the menus that include the branch, the one with the latest availableFrom that is not in the
 * future (availableFrom ≤ now). Undefined when none qualifies. Ties keep the first in the list.
 */
export function activeMenu<M extends Pick<Menu, 'availableFrom' | 'branches'>>(
  menus: readonly M[],
  branchId: Id,
  now: InstantInput,
): M | undefined {
  const at = toEpochMs(now);
  let best: { menu: M; from: number } | undefined;
  for (const menu of menus) {
    if (!menu.branches.some((branch) => branch.id === branchId)) continue;
    const from = isoDateTimeToEpochMs(menu.availableFrom);
    if (Number.isNaN(from) || from > at) continue;
    if (!best || from > best.from) best = { menu, from };
  }
  return best?.menu;
}
