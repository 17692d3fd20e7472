import { useExternalStore } from '../../ssr/use-external-store';

const subscribe = () => () => {};

/**
 * False on the server and while hydrating (the server snapshot), true afterwards in the browser: content that depends
 * on the visitor's cookie waits until the page runs in the browser, so the first browser render equals the server's.
 */
export function useInBrowser(): boolean {
  return useExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
