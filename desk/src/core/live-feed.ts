import { LockedOutError } from './api-client.js';

export interface FeedEvent {
  id: string;
  type: string;
  orderId: number;
  branchId: number;
  order: Record<string, unknown>;
}

export interface LiveFeedOptions {
  url: string;
  headers: Record<string, string>;
  onEvent(event: FeedEvent): void;
  /** A branch-level signal without event id, e.g. `branch.paused` (a pause set or ended elsewhere): read it again. */
  onSignal?(type: string): void;
  /** Connected (true) or lost (false); after a reconnect the caller catches up (current orders, pending jobs). */
  onConnection(connected: boolean): void;
  onLockedOut(): void;
  lastEventId?: string | null;
  retryMs?: number;
}

function parseBlock(block: string): { id?: string; event?: string; data?: string; retry?: string } {
  const fields: Record<string, string> = {};
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    fields[name] = fields[name] === undefined ? value : `${fields[name]}\n${value}`;
  }
  return fields;
}

/**
 * The branch's live order events (Server-Sent Events over fetch, so the credential travels in a header). Reconnects
 * after a drop with Last-Event-ID, so the server replays what was missed; `lastEventId` is kept for the caller to
 * store. A 401 stops it (locked out).
 */
export class LiveFeed {
  lastEventId: string | null;
  private abort: AbortController | null = null;
  private stopped = false;
  private retryMs: number;

  constructor(private readonly options: LiveFeedOptions) {
    this.lastEventId = options.lastEventId ?? null;
    this.retryMs = options.retryMs ?? 1000;
  }

  start(): void {
    void this.loop();
  }

  stop(): void {
    this.stopped = true;
    this.abort?.abort();
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.connectOnce();
      } catch (error) {
        if (error instanceof LockedOutError) {
          this.stopped = true;
          this.options.onLockedOut();
          return;
        }
      }
      if (this.stopped) return;
      this.options.onConnection(false);
      await new Promise((resolve) => setTimeout(resolve, this.retryMs));
    }
  }

  private async connectOnce(): Promise<void> {
    this.abort = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...this.options.headers };
    if (this.lastEventId) headers['Last-Event-ID'] = this.lastEventId;
    const response = await fetch(this.options.url, { headers, signal: this.abort.signal });
    if (response.status === 401) throw new LockedOutError();
    if (!response.ok || !response.body) throw new Error(`feed answered ${response.status}`);
    this.options.onConnection(true);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const fields = parseBlock(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (fields.retry && /^\d+$/.test(fields.retry)) this.retryMs = Math.min(Number(fields.retry), 5000);
        if (fields.id !== undefined && fields.data !== undefined) {
          this.lastEventId = fields.id;
          this.options.onEvent(JSON.parse(fields.data) as FeedEvent);
        } else if (fields.event !== undefined && fields.data !== undefined) {
          this.options.onSignal?.(fields.event);
        }
        end = buffer.indexOf('\n\n');
      }
    }
  }
}
