import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface CartOverlayState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

const CartOverlayContext = createContext<CartOverlayState | null>(null);

/** Whether the cart overlay of /shop is open (the header's cart icon opens it, spec §2 Layout). */
export function CartOverlayProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <CartOverlayContext.Provider value={value}>{children}</CartOverlayContext.Provider>;
}

export function useCartOverlay(): CartOverlayState {
  const state = useContext(CartOverlayContext);
  if (!state) throw new Error('useCartOverlay needs a <CartOverlayProvider> above it');
  return state;
}
