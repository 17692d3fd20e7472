import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { deferredHydration } from './hydration-stages';

const ReleaseContext = createContext<(() => void) | null>(null);

/**
 * Around a lazily loaded part of a server-rendered page (a route's page renderer): met in the page's first hydration
 * pass, it holds the page's hydration (`data-hydrated`, the replay of early taps) until the part, once its chunk has
 * arrived, is hydrated and calls `useEndOfHydrationHold`. Without it the page counted as hydrated before the chunk
 * arrived, and a tap kept on the part's server HTML was replayed on a button without its handler: lost (a CMS page's
 * slider arrow tapped right after the page appeared).
 */
export function HydrationHold({ children }: { children: ReactNode }) {
  const [release] = useState(() => (deferredHydration.firstPass ? deferredHydration.hold() : null));
  // Removed before the part arrived: the page's hydration does not wait for it any more.
  useEffect(() => () => release?.(), [release]);
  return <ReleaseContext.Provider value={release}>{children}</ReleaseContext.Provider>;
}

/** Called by the lazily loaded part: ends its HydrationHold once its elements are hydrated (its effects run last). */
export function useEndOfHydrationHold(): void {
  const release = useContext(ReleaseContext);
  useEffect(() => release?.(), [release]);
}
