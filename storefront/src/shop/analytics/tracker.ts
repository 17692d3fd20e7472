import { createAnalyticsLog } from '@bestell/api-client';
import { type AnalyticsEventAction, analyticsFlushMs, analyticsPagePath } from '@bestell/domain';

/**
 * The shop's analytics (issue 26 point 2), loaded lazily after the first paint (analytics.tsx): page views, the
 * device once per page load (kept in memory only: no cookie, no storage), shop events. Sent to the shop's own API.
 */
const queue = createAnalyticsLog('', analyticsFlushMs);

let deviceSent = false;
/** A store's or the shop page's checkout: `/store/{identifier}/checkout`, `/shop/{identifier}/checkout`. */
const checkoutPath = /^\/(?:store|shop)\/([^/]+)\/checkout$/;

function colorScheme(): 'light' | 'dark' | 'no-preference' {
  if (matchMedia('(prefers-color-scheme: dark)').matches) return 'dark';
  if (matchMedia('(prefers-color-scheme: light)').matches) return 'light';
  return 'no-preference';
}

export function pageview(path: string, referrer: string): void {
  if (!deviceSent) {
    deviceSent = true;
    queue.push({
      type: 'device',
      action: 'info',
      data: {
        width: Math.min(20_000, Math.max(1, screen.width)),
        height: Math.min(20_000, Math.max(1, screen.height)),
        pixelRatio: Math.min(10, Math.max(0.25, Math.round(devicePixelRatio * 100) / 100)),
        colorScheme: colorScheme(),
      },
    });
  }
  const action = analyticsPagePath(path);
  queue.push({ type: 'pageview', action, ...(referrer ? { data: { referrer: referrer.slice(0, 1000) } } : {}) });
  const checkout = checkoutPath.exec(action);
  if (checkout) shopEvent('checkout-start', decodeURIComponent(checkout[1] ?? ''));
}

export function shopEvent(action: AnalyticsEventAction, category?: string): void {
  queue.push({ type: 'event', action, ...(category ? { category: category.slice(0, 100) } : {}) });
}
