import { useExternalStore } from '../../ssr/use-external-store';

/**
 * Spec §2: the route meta context "self-service" (a kiosk in the shop). A visit enters it with `?context=self-service`
 * on any storefront URL and stays in it for the browser session (session storage); `?context=default` leaves it.
 */
export const SELF_SERVICE = 'self-service';
const STORAGE_KEY = 'bestell.context';

/** The context after visiting `search`, given the one stored for the session. */
export function contextFromSearch(search: string, stored: string | null): string | null {
  const value = new URLSearchParams(search).get('context');
  if (value === null) return stored;
  return value === SELF_SERVICE ? SELF_SERVICE : null;
}

const listeners = new Set<() => void>();

function storedContext(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function isSelfService(): boolean {
  return contextFromSearch(window.location.search, storedContext()) === SELF_SERVICE;
}

/** Keeps the session's context in step with the URL the visitor is on (called from an effect on navigation). */
export function syncSelfService(search: string): void {
  const next = contextFromSearch(search, storedContext());
  try {
    if (next === null) window.sessionStorage.removeItem(STORAGE_KEY);
    else window.sessionStorage.setItem(STORAGE_KEY, next);
  } catch {
    // session storage blocked: the context then follows the URL only
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the visit is in the self-service context; false on the server and in the first (hydrating) render. */
export function useSelfService(): boolean {
  return useExternalStore(subscribe, isSelfService, () => false);
}
