import type { KeyValueStorage } from './cart-store';

/** The branch the visitor last opened (/store/{identifier}); /shop and the header cart use it. */
export const SELECTED_BRANCH_KEY = 'bestell.branch';

export function readSelectedBranch(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(SELECTED_BRANCH_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeSelectedBranch(storage: KeyValueStorage | null, identifier: string): void {
  try {
    storage?.setItem(SELECTED_BRANCH_KEY, identifier);
  } catch {
    // blocked storage: the selection lasts for this page only
  }
}

/** Spec §4: the division page (/) clears the branch selection. */
export function clearSelectedBranch(storage: KeyValueStorage | null): void {
  try {
    storage?.removeItem(SELECTED_BRANCH_KEY);
  } catch {
    // blocked storage: nothing was kept
  }
}

/** The branch /shop shows: the selected one when it is still active, else the first active branch. */
export function shopBranch<B extends { identifier: string; isPublic: boolean; isEnabled: boolean }>(
  branches: readonly B[],
  selected: string | null,
): B | undefined {
  const active = branches.filter((branch) => branch.isPublic && branch.isEnabled);
  return active.find((branch) => branch.identifier === selected) ?? active[0];
}
