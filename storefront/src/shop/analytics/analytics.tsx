import { type AnalyticsEventAction, analyticsPageviewDelayMs } from '@bestell/domain';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The tracker, imported on first use (after the first paint): it is not part of the shop's first-load code. */
const tracker = () => import('./tracker');

/**
 * Logs a page view 250 ms after each navigation (spec §9); the first one carries the referrer of the visit (only its
 * host is kept by the API). Renders nothing.
 */
export function AnalyticsPageviews() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    // The back-office is another app (staff are not visitors).
    if (pathname === '/backend' || pathname.startsWith('/backend/')) return;
    const referrer = first.current ? document.referrer : '';
    first.current = false;
    const timer = setTimeout(() => {
      tracker()
        .then((t) => t.pageview(pathname, referrer))
        .catch(() => undefined);
    }, analyticsPageviewDelayMs);
    return () => clearTimeout(timer);
  }, [pathname]);
  return null;
}

/** Logs a shop step (add to cart, purchase; checkout start comes with its page view). Never throws. */
export function trackShopEvent(action: AnalyticsEventAction, category?: string): void {
  if (typeof window === 'undefined') return;
  tracker()
    .then((t) => t.shopEvent(action, category))
    .catch(() => undefined);
}
