import { useExternalStore } from '../../ssr/use-external-store';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Spec §4 PWA: online/offline follows the browser events. */
export function useOnline(): boolean {
  return useExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
