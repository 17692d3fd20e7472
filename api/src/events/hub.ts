import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { orderEventChannel } from './outbox.js';

export interface OrderEventMessage {
  /** The outbox id, used as the SSE event id (Last-Event-ID). */
  id: string;
  type: string;
  orderId: number;
  branchId: number;
  payload: Record<string, unknown>;
  createdAt: string;
}

export type BranchScope = readonly number[] | 'all';

interface Subscriber {
  scope: BranchScope;
  cursor: bigint;
  send(event: OrderEventMessage): void;
}

export interface OrderEventHubOptions {
  /** PostgreSQL only: a connection string for a dedicated LISTEN connection (other processes' events). */
  listenUrl: string | null;
  /** Safety net against a lost notification: how often subscribers re-read the outbox. */
  pollMs?: number;
  batchSize?: number;
}

const inScope = (scope: BranchScope, branchId: number) => scope === 'all' || scope.includes(branchId);

/**
 * Fans the order event outbox out to live subscribers (SSE streams). Each subscriber has a cursor (the last event id
 * it has seen); a drain reads the outbox after the smallest cursor and hands every subscriber the events after its
 * own cursor that belong to its branches. Drains are triggered by NOTIFY (PostgreSQL, any process), by `wake()`
 * after a local commit, and by a slow poll. Nothing runs while nobody listens.
 */
export class OrderEventHub {
  private readonly subscribers = new Set<Subscriber>();
  private draining = false;
  private drainAgain = false;
  private poll: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly options: OrderEventHubOptions,
  ) {}

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /**
   * Starts delivering events after `lastEventId` (replay of what was missed), or after the newest event when null.
   * Returns the unsubscribe function.
   */
  async subscribe(scope: BranchScope, lastEventId: string | null, send: (event: OrderEventMessage) => void) {
    const cursor = lastEventId !== null && /^\d{1,18}$/.test(lastEventId) ? BigInt(lastEventId) : await this.latestId();
    const subscriber: Subscriber = { scope, cursor, send };
    this.subscribers.add(subscriber);
    this.start();
    this.wake();
    return () => {
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) this.stop();
    };
  }

  /** Reads new outbox rows soon (call after committing a transaction that recorded events). */
  wake(): void {
    if (this.subscribers.size === 0 || this.closed) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = true;
    void this.drainLoop();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    this.stop();
  }

  private async latestId(): Promise<bigint> {
    const row = await this.db
      .selectFrom('orderEvents')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return row?.id ? BigInt(row.id) : 0n;
  }

  private async drainLoop(): Promise<void> {
    try {
      do {
        this.drainAgain = false;
        await this.drainOnce();
      } while (this.drainAgain && this.subscribers.size > 0);
    } catch (error) {
      this.logger.warn({ err: error }, 'order events: reading the outbox failed');
    } finally {
      this.draining = false;
    }
  }

  private async drainOnce(): Promise<void> {
    const batchSize = this.options.batchSize ?? 500;
    for (;;) {
      if (this.subscribers.size === 0) return;
      let from: bigint | null = null;
      for (const subscriber of this.subscribers)
        if (from === null || subscriber.cursor < from) from = subscriber.cursor;
      const rows = await this.db
        .selectFrom('orderEvents')
        .selectAll()
        .where('id', '>', String(from ?? 0n))
        .orderBy('id')
        .limit(batchSize)
        .execute();
      for (const row of rows) {
        const id = BigInt(row.id);
        const message: OrderEventMessage = {
          id: row.id,
          type: row.type,
          orderId: row.orderId,
          branchId: row.branchId,
          payload: row.payload,
          createdAt: row.createdAt.toISOString(),
        };
        for (const subscriber of this.subscribers) {
          if (subscriber.cursor >= id) continue;
          subscriber.cursor = id;
          if (inScope(subscriber.scope, row.branchId)) subscriber.send(message);
        }
      }
      if (rows.length < batchSize) return;
    }
  }

  private start(): void {
    if (this.poll || this.closed) return;
    this.poll = setInterval(() => {
      void this.ensureListener();
      this.wake();
    }, this.options.pollMs ?? 2000);
    this.poll.unref();
    void this.ensureListener();
  }

  private stop(): void {
    if (this.poll) clearInterval(this.poll);
    this.poll = null;
    const listener = this.listener;
    this.listener = null;
    if (listener) void listener.end().catch(() => {});
  }

  private async ensureListener(): Promise<void> {
    if (!this.options.listenUrl || this.listener || this.closed) return;
    const client = new pg.Client({ connectionString: this.options.listenUrl });
    this.listener = client;
    client.on('notification', () => this.wake());
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'order events: LISTEN connection lost');
      if (this.listener === client) this.listener = null;
    });
    try {
      await client.connect();
      await client.query(`listen ${orderEventChannel}`);
      if (this.listener !== client) await client.end();
    } catch (error) {
      this.logger.warn({ err: error }, 'order events: LISTEN failed');
      if (this.listener === client) this.listener = null;
      await client.end().catch(() => {});
    }
  }
}
