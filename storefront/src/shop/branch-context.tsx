import { useBranches } from '@bestell/api-client';
import type { Branch } from '@bestell/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useRenderEnv } from '../ssr/render-env';
import { clearSelectedBranch, readSelectedBranch, shopBranch, writeSelectedBranch } from './cart/selected-branch';

interface BranchSelection {
  /** The identifier the visitor last chose (a store page), or null. */
  selected: string | null;
  select: (identifier: string) => void;
  clear: () => void;
}

const SelectionContext = createContext<BranchSelection | null>(null);

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function BranchSelectionProvider({ children }: { children: ReactNode }) {
  // A server-rendered page knows no selection (session storage): hydration starts without one and reads it after.
  const env = useRenderEnv();
  const [fromServer] = useState(env !== null);
  const [selected, setSelected] = useState(() => (fromServer ? null : readSelectedBranch(sessionStorageOrNull())));
  useEffect(() => {
    if (fromServer) setSelected(readSelectedBranch(sessionStorageOrNull()));
  }, [fromServer]);
  const select = useCallback((identifier: string) => {
    writeSelectedBranch(sessionStorageOrNull(), identifier);
    setSelected(identifier);
  }, []);
  const clear = useCallback(() => {
    clearSelectedBranch(sessionStorageOrNull());
    setSelected(null);
  }, []);
  const value = useMemo(() => ({ selected, select, clear }), [selected, select, clear]);
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

export function useBranchSelection(): BranchSelection {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('useBranchSelection needs a <BranchSelectionProvider> above it');
  return selection;
}

/** Spec §4: the branch selection is cleared when the division page (/) loads. */
export function useClearBranchSelectionOnLoad(): void {
  const { clear } = useBranchSelection();
  useEffect(() => clear(), [clear]);
}

/** The branch of /shop, of the header cart and of the footer: the selected one, else the first active branch. */
export function useCurrentBranch(): Branch | undefined {
  const { data: branches } = useBranches();
  const { selected } = useBranchSelection();
  return branches ? shopBranch(branches, selected) : undefined;
}
