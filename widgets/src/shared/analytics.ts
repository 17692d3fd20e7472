import { type AnalyticsQueue, createAnalyticsLog } from '@bestell/api-client';
import { type AnalyticsEventAction, analyticsFlushMs } from '@bestell/domain';

/**
 * The widgets' share of the shop's analytics (issue 26 point 1): their steps (add to cart) go to the shop's own
 * `POST /api/analytics-log` through the same client queue as the shop's (flushed every second and when the host page
 * is hidden or left; failures swallowed). Cookie-less and cross-origin: the API answers CORS to allowed host origins
 * only, so a widget on a page the shop did not allow sends nothing that is kept. The host page's own views are not the
 * shop's to count.
 */
const queues = new Map<string, AnalyticsQueue>();

function queueFor(apiBase: string): AnalyticsQueue {
  let queue = queues.get(apiBase);
  if (!queue) {
    queue = createAnalyticsLog(apiBase, analyticsFlushMs);
    queues.set(apiBase, queue);
  }
  return queue;
}

/** Logs a shop step taken in a widget, its category the branch (as the shop does). Never throws. */
export function trackWidgetEvent(apiBase: string, action: AnalyticsEventAction, branchIdentifier: string): void {
  try {
    queueFor(apiBase).push({ type: 'event', action, category: branchIdentifier.slice(0, 100) });
  } catch {
    // analytics never disturbs the widget
  }
}
