import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation the focus moves to the new page's heading (or the main landmark), so keyboard and
 * screen-reader users start reading the new content; the first render leaves the focus alone.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = main.current;
    if (!target) return;
    // The page may still be loading its chunk: wait a frame for its heading.
    const frame = requestAnimationFrame(() => {
      const heading = target.querySelector<HTMLElement>('h1');
      const element = heading ?? target;
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      element.focus({ preventScroll: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, main]);
}
