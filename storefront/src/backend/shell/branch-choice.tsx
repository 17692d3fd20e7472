import { type BranchFilter, type CurrentUser, useBranches } from '@bestell/api-client';
import type { Branch } from '@bestell/domain';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { isAdmin } from './navigation';

const storageKey = 'bestell.backend.branch';

export interface BranchChoice {
  /** The chosen branch, or 'all' of the user's branches; the board and the history filter by it. */
  branch: BranchFilter;
  setBranch(branch: BranchFilter): void;
  /** The branches the user may pick (employee: own branches). */
  branches: Branch[];
}

const BranchChoiceContext = createContext<BranchChoice>({ branch: 'all', setBranch: () => {}, branches: [] });

function readStored(): BranchFilter {
  try {
    const value = window.localStorage.getItem(storageKey);
    const id = Number(value);
    return value && Number.isInteger(id) && id > 0 ? id : 'all';
  } catch {
    return 'all';
  }
}

/** The branch choice of the back-office, kept in localStorage so it survives reloads and other tabs' screens. */
export function BranchChoiceProvider({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const { data: allBranches = [] } = useBranches();
  const [stored, setStored] = useState<BranchFilter>(readStored);
  const branches = useMemo(() => {
    if (isAdmin(user.roles)) return allBranches;
    const own = new Set(user.branches.map((entry) => entry.id));
    return allBranches.filter((branch) => own.has(branch.id));
  }, [allBranches, user]);
  const setBranch = useCallback((branch: BranchFilter) => {
    setStored(branch);
    try {
      window.localStorage.setItem(storageKey, String(branch));
    } catch {
      // private mode: the choice lasts for this page only
    }
  }, []);
  // A stored branch the user may not see (another account signed in) counts as 'all'.
  const ownIds = user.branches.map((entry) => entry.id);
  const allowed =
    stored === 'all' || (isAdmin(user.roles) ? true : ownIds.includes(stored)) ? stored : ('all' as const);
  const branch: BranchFilter = !isAdmin(user.roles) && ownIds.length === 1 && ownIds[0] ? ownIds[0] : allowed;
  const value = useMemo(() => ({ branch, setBranch, branches }), [branch, setBranch, branches]);
  return <BranchChoiceContext.Provider value={value}>{children}</BranchChoiceContext.Provider>;
}

/** The branch the board and the history show (ORDERS' history reads it too). */
export function useBranchChoice(): BranchChoice {
  return useContext(BranchChoiceContext);
}
