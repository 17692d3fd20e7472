import type { AnalyticsEventInput } from '@bestell/domain';

/** Events sent per request (the API takes at most 20). */
const batchMax = 20;
/** Events kept while the API cannot be reached; older ones are dropped. */
const queueMax = 100;

export interface AnalyticsQueue {
  push(event: AnalyticsEventInput): void;
  /** Sends what is queued now (also on leaving the page: the request is kept alive). */
  flush(): void;
  stop(): void;
}

/**
 * The client queue of spec §9 (analytics queue flush 1 s): events are collected and sent every `flushMs` in batches,
 * and once more when the page is hidden or left. A failed send is swallowed: analytics never disturbs the shop.
 */
export function createAnalyticsQueue(
  send: (events: AnalyticsEventInput[]) => Promise<unknown>,
  flushMs: number,
): AnalyticsQueue {
  let queue: AnalyticsEventInput[] = [];
  const flush = () => {
    while (queue.length > 0) {
      const batch = queue.slice(0, batchMax);
      queue = queue.slice(batchMax);
      send(batch).catch(() => undefined);
    }
  };
  const timer = setInterval(flush, flushMs);
  return {
    push(event) {
      queue.push(event);
      if (queue.length > queueMax) queue = queue.slice(-queueMax);
    },
    flush,
    stop() {
      clearInterval(timer);
      flush();
    },
  };
}

/**
 * The queue of a page that logs to a shop's `POST {apiBase}/api/analytics-log` ('' for the page's own origin):
 * cookie-less (`credentials: 'omit'`), kept alive when the page goes, and flushed when the page is hidden or left.
 */
export function createAnalyticsLog(apiBase: string, flushMs: number): AnalyticsQueue {
  const queue = createAnalyticsQueue(
    (events) =>
      fetch(`${apiBase}/api/analytics-log`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(events),
        keepalive: true,
        credentials: 'omit',
      }),
    flushMs,
  );
  addEventListener('pagehide', () => queue.flush());
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  return queue;
}
