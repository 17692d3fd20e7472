import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface SideMenuState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const SideMenuContext = createContext<SideMenuState | null>(null);

/** Whether the side menu is open: the header's burger and the floating menu control both open it (spec §2 Layout). */
export function SideMenuProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <SideMenuContext.Provider value={value}>{children}</SideMenuContext.Provider>;
}

export function useSideMenu(): SideMenuState {
  const state = useContext(SideMenuContext);
  if (!state) throw new Error('useSideMenu needs a <SideMenuProvider> above it');
  return state;
}
