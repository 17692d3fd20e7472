/** A Server-Sent Events client over fetch for the live-event tests (used by *.test.ts only). */

export interface SseEvent {
  id: string;
  event: string;
  data: { id: string; type: string; orderId: number; branchId: number; order: Record<string, unknown> };
}

export interface SseStream {
  status: number;
  events: SseEvent[];
  /** Resolves once `count` events have arrived in total (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<SseEvent[]>;
  /** Waits `ms` and returns what arrived (to show that nothing more came). */
  settle(ms: number): Promise<SseEvent[]>;
  close(): void;
}

function parseBlock(block: string): SseEvent | null {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields[name] = fields[name] === undefined ? value : `${fields[name]}\n${value}`;
  }
  if (fields.data === undefined) return null;
  // A branch signal (`branch.paused`) has no id: it is no outbox position.
  return { id: fields.id ?? '', event: fields.event ?? 'message', data: JSON.parse(fields.data) as SseEvent['data'] };
}

/** Opens the stream; resolves when the response headers arrived (the subscription is live then). */
export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const notify = () => {
    for (const waiter of waiters) waiter();
  };
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const event = parseBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (event) {
              events.push(event);
              notify();
            }
            end = buffer.indexOf('\n\n');
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  } else {
    await response.body?.cancel();
  }
  return {
    status: response.status,
    events,
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (events.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(events.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} events within ${timeoutMs} ms, got ${events.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async settle(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return events.slice();
    },
    close() {
      abort.abort();
    },
  };
}
