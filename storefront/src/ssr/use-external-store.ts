import { useEffect, useState, useSyncExternalStore } from 'react';
import { hydrationPhase } from './hydration-phase';

const onServer = typeof window === 'undefined';

/**
 * useSyncExternalStore whose server snapshot also holds in the shop's Preact build: on the server and in a component's
 * first render during hydration it answers `getServerSnapshot` (as React does; preact/compat ignores that argument),
 * and the browser's snapshot from the next render on. The first browser render then equals the server's HTML (the
 * cart starts empty, browser-only content waits).
 */
export function useExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [serverFirst, setServerFirst] = useState(() => onServer || hydrationPhase.active);
  const value = useSyncExternalStore(subscribe, serverFirst ? getServerSnapshot : getSnapshot, getServerSnapshot);
  useEffect(() => {
    if (serverFirst) setServerFirst(false);
  }, [serverFirst]);
  return value;
}
