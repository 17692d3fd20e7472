/**
 * The table a scanned QR card fixed for a branch (issue 24 point 3), kept in session storage per branch like the
 * cart (spec §9): the checkout shows it instead of asking. Tiny on purpose: the checkout imports it.
 */
const keyOf = (branchIdentifier: string) => `bestell.table.${branchIdentifier}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readFixedTable(branchIdentifier: string): string | null {
  return storage()?.getItem(keyOf(branchIdentifier)) ?? null;
}

export function storeFixedTable(branchIdentifier: string, tableIdentifier: string): void {
  storage()?.setItem(keyOf(branchIdentifier), tableIdentifier);
}

export function clearFixedTable(branchIdentifier: string): void {
  storage()?.removeItem(keyOf(branchIdentifier));
}
