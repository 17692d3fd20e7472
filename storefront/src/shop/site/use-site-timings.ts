import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2/§9: a hash target on a site page scrolls into view after 600 ms … */
export const SITE_HASH_SCROLL_MS = 600;
/** … and on every other page after 750 ms. */
export const HASH_SCROLL_MS = 750;
/** Spec §2/§9: the pageview is sent 250 ms after a navigation. */
export const PAGEVIEW_DELAY_MS = 250;
/** The event a tracking integration listens to (no analytics service is configured in this product). */
export const PAGEVIEW_EVENT = 'bestell:pageview';

/** Scrolls to the element the URL's hash names, `delayMs` (site pages: 600 ms) after the page (and its content) is there. */
export function useHashScroll(ready: boolean, delayMs = SITE_HASH_SCROLL_MS): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each navigation (key), also to the same hash
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const timer = window.setTimeout(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [ready, hash, key, delayMs]);
}

/** Announces a pageview of the site 250 ms after it is shown; a later navigation within that time cancels it. */
export function usePageview(path: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (path === undefined) return;
    const timer = window.setTimeout(() => {
      window.dispatchEvent(new CustomEvent(PAGEVIEW_EVENT, { detail: { path: pathname, title: document.title } }));
    }, PAGEVIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [path, pathname]);
}
