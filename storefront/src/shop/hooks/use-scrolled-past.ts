import { useExternalStore } from '../../ssr/use-external-store';

function subscribe(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
}

/** True once the page is scrolled further than `threshold` px (spec §9: 100 px and 140 px). */
export function useScrolledPast(threshold: number): boolean {
  return useExternalStore(
    subscribe,
    () => window.scrollY > threshold,
    () => false,
  );
}
