import { EventSourceParserStream } from 'eventsource-parser/stream';

/** Reconnect waits: 1 s, doubling up to 30 s, back to 1 s after a stream that stayed open. */
export const backoffStartMs = 1000;
export const backoffMaxMs = 30_000;
/** The server writes a comment every 25 s: a stream silent for longer than this is dead (a lost network). */
export const silenceLimitMs = 60_000;

export function nextBackoff(previousMs: number): number {
  return Math.min(backoffMaxMs, Math.max(backoffStartMs, previousMs * 2));
}

export interface LiveFeedOptions {
  url: string;
  headers: Record<string, string>;
  onEvent(type: string, data: string): void;
  /** True once the stream is open, false when it is lost (the player then shows its offline mark). */
  onConnection(connected: boolean): void;
  /** The server refused the credential: the feed stops. */
  onUnpaired(): void;
}

/**
 * The screen's live feed (Server-Sent Events over fetch, so the credential travels in a header) with reconnects and
 * backoff. One connection at a time; `stop()` ends it for good (nothing keeps running after an unmount).
 */
export function startLiveFeed(options: LiveFeedOptions): () => void {
  let stopped = false;
  let abort: AbortController | null = null;
  let retryTimer: number | undefined;
  let backoffMs = backoffStartMs;

  const connectOnce = async (): Promise<void> => {
    const controller = new AbortController();
    abort = controller;
    let silence: number | undefined;
    const resetSilence = () => {
      window.clearTimeout(silence);
      silence = window.setTimeout(() => controller.abort(), silenceLimitMs);
    };
    try {
      resetSilence();
      const response = await fetch(options.url, {
        headers: { Accept: 'text/event-stream', ...options.headers },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (response.status === 401) {
        stopped = true;
        options.onUnpaired();
        return;
      }
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      options.onConnection(true);
      backoffMs = backoffStartMs;
      const events = response.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream({ onComment: resetSilence }));
      const reader = events.getReader();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          resetSilence();
          options.onEvent(value.event ?? 'message', value.data);
        }
      } finally {
        reader.releaseLock();
      }
    } finally {
      window.clearTimeout(silence);
      if (abort === controller) abort = null;
    }
  };

  const loop = () => {
    if (stopped) return;
    connectOnce()
      .catch(() => undefined)
      .finally(() => {
        if (stopped) return;
        options.onConnection(false);
        retryTimer = window.setTimeout(loop, backoffMs);
        backoffMs = nextBackoff(backoffMs);
      });
  };
  loop();

  return () => {
    stopped = true;
    window.clearTimeout(retryTimer);
    abort?.abort();
  };
}
