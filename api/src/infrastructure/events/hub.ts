import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import {
  type BranchSignal,
  branchSignalChannel,
  emitBranchSignal,
  foreignSignalOf,
  onBranchSignal,
} from './branch-signals.js';
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

/** A position in the outbox: (writing transaction, id), the order in which rows become final. */
interface Cursor {
  tx: bigint;
  id: bigint;
}

/** A PostgreSQL snapshot (`xmin:xmax:xip,…`): which transactions had committed when it was taken. */
interface Snapshot {
  xmin: bigint;
  xmax: bigint;
  running: Set<bigint>;
}

interface Subscriber {
  scope: BranchScope;
  cursor: Cursor;
  /** A fresh subscription skips rows already committed when it started (they are the past, not news). */
  skipCommittedIn: Snapshot | null;
  send(event: OrderEventMessage): void;
  /** Branch-level signals (e.g. a pause set or ended) of the subscriber's branches; staff streams only. */
  signal?: ((signal: BranchSignal) => void) | undefined;
}

function parseSnapshot(text: string): Snapshot {
  const [xmin = '0', xmax = '0', running = ''] = text.split(':');
  return {
    xmin: BigInt(xmin),
    xmax: BigInt(xmax),
    running: new Set(running === '' ? [] : running.split(',').map((xid) => BigInt(xid))),
  };
}

/** pg_visible_in_snapshot for a committed transaction. */
const committedIn = (snapshot: Snapshot, tx: bigint) =>
  tx < snapshot.xmin || (tx < snapshot.xmax && !snapshot.running.has(tx));

export interface OrderEventHubOptions {
  /** PostgreSQL only: a connection string for a dedicated LISTEN connection (other processes' events). */
  listenUrl: string | null;
  /** Safety net against a lost notification: how often subscribers re-read the outbox. */
  pollMs?: number;
  batchSize?: number;
}

interface OutboxRow {
  id: string;
  tx: string;
  orderId: number;
  branchId: number;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
  /** The writing transaction is older than every running one: the row is committed and nothing can sort before it. */
  settled: boolean;
}

const inScope = (scope: BranchScope, branchId: number) => scope === 'all' || scope.includes(branchId);
const after = (a: Cursor, b: Cursor) => a.tx > b.tx || (a.tx === b.tx && a.id > b.id);
const maxId = 9_223_372_036_854_775_807n;
/** How soon to look again when rows of still-running transactions were seen. */
const unsettledRetryMs = 25;

/**
 * Fans the order event outbox out to live subscribers (SSE streams). Outbox ids are taken at insert and commit out of
 * order, so the stream walks (tx_id, id) instead (migration 0010) and hands out only rows whose transaction is older
 * than every running one — those never change and nothing can appear before them any more. Each subscriber has such a
 * cursor; a drain reads after the smallest cursor and hands every subscriber the rows after its own cursor that belong
 * to its branches. Drains are triggered by NOTIFY (PostgreSQL, any process), by `wake()` after a local commit, and by
 * a slow poll. Nothing runs while nobody listens.
 */
export class OrderEventHub {
  private readonly subscribers = new Set<Subscriber>();
  private draining = false;
  private drainAgain = false;
  private poll: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private closed = false;
  private readonly stopSignals: () => void;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly options: OrderEventHubOptions,
  ) {
    this.stopSignals = onBranchSignal(db, (signal) => {
      for (const subscriber of this.subscribers)
        if (inScope(subscriber.scope, signal.branchId)) subscriber.signal?.(signal);
    });
  }

  get subscriberCount(): number {
    return this.subscribers.size;
  }

  /**
   * Starts delivering events after `lastEventId` (replay of what was missed), or from now when null. Returns the
   * unsubscribe function.
   */
  async subscribe(
    scope: BranchScope,
    lastEventId: string | null,
    send: (event: OrderEventMessage) => void,
    signal?: (signal: BranchSignal) => void,
  ) {
    const { cursor, skipCommittedIn } = await this.startingPoint(lastEventId);
    const subscriber: Subscriber = { scope, cursor, skipCommittedIn, send, signal };
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
    this.stopSignals();
    this.subscribers.clear();
    this.stop();
  }

  /**
   * Where a subscription starts. After a known event id: right after it. After an unknown one: every row after that id
   * may follow (possibly again: clients drop ids they have seen). Without one, "now": the cursor sits just before the
   * oldest running transaction (each may still add rows) and rows already committed at this moment are skipped.
   */
  private async startingPoint(
    lastEventId: string | null,
  ): Promise<{ cursor: Cursor; skipCommittedIn: Snapshot | null }> {
    if (lastEventId !== null && /^\d{1,18}$/.test(lastEventId)) {
      const { rows } = await sql<{ tx: string | null; next: string | null }>`
        select (select tx_id::text from order_events where id = ${lastEventId}::bigint) as tx,
               (select min(tx_id)::text from order_events where id > ${lastEventId}::bigint) as next`.execute(this.db);
      const row = rows[0];
      if (row?.tx) return { cursor: { tx: BigInt(row.tx), id: BigInt(lastEventId) }, skipCommittedIn: null };
      if (row?.next) return { cursor: { tx: BigInt(row.next) - 1n, id: maxId }, skipCommittedIn: null };
    }
    const { rows } = await sql<{ snapshot: string }>`select pg_current_snapshot()::text as snapshot`.execute(this.db);
    const snapshot = parseSnapshot(rows[0]?.snapshot ?? '1:1:');
    return { cursor: { tx: snapshot.xmin - 1n, id: maxId }, skipCommittedIn: snapshot };
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
      let from: Cursor | null = null;
      for (const subscriber of this.subscribers)
        if (from === null || after(from, subscriber.cursor)) from = subscriber.cursor;
      if (from === null) return;
      // One statement, one snapshot: the rows and the horizon they are compared with are read together.
      const { rows } = await sql<OutboxRow>`
        select id::text as id, tx_id::text as tx, order_id as "orderId", branch_id as "branchId", type, payload,
               created_at as "createdAt", tx_id < pg_snapshot_xmin(pg_current_snapshot()) as settled
        from order_events
        where (tx_id, id) > (${from.tx.toString()}::xid8, ${from.id.toString()}::bigint)
        order by tx_id, id
        limit ${batchSize}`.execute(this.db);
      let unsettled = false;
      for (const row of rows) {
        if (!row.settled) {
          unsettled = true;
          break;
        }
        const position: Cursor = { tx: BigInt(row.tx), id: BigInt(row.id) };
        const message: OrderEventMessage = {
          id: row.id,
          type: row.type,
          orderId: row.orderId,
          branchId: row.branchId,
          payload: row.payload,
          createdAt: new Date(row.createdAt).toISOString(),
        };
        for (const subscriber of this.subscribers) {
          if (!after(position, subscriber.cursor)) continue;
          subscriber.cursor = position;
          const skip = subscriber.skipCommittedIn;
          if (skip && position.tx >= skip.xmax) subscriber.skipCommittedIn = null;
          else if (skip && committedIn(skip, position.tx)) continue;
          if (inScope(subscriber.scope, row.branchId)) subscriber.send(message);
        }
      }
      if (unsettled) {
        this.retrySoon();
        return;
      }
      if (rows.length < batchSize) return;
    }
  }

  /** Rows of still-running transactions were seen: look again shortly (their commit may not notify us). */
  private retrySoon(): void {
    if (this.retry || this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.wake();
    }, unsettledRetryMs);
    this.retry.unref();
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
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const listener = this.listener;
    this.listener = null;
    if (listener) void listener.end().catch(() => {});
  }

  private async ensureListener(): Promise<void> {
    if (!this.options.listenUrl || this.listener || this.closed) return;
    const client = new pg.Client({ connectionString: this.options.listenUrl });
    this.listener = client;
    client.on('notification', (message) => {
      if (message.channel !== branchSignalChannel) return this.wake();
      const signal = foreignSignalOf(this.db, message.payload);
      if (signal) emitBranchSignal(this.db, signal);
    });
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'order events: LISTEN connection lost');
      if (this.listener === client) this.listener = null;
    });
    try {
      await client.connect();
      await client.query(`listen ${orderEventChannel}`);
      await client.query(`listen ${branchSignalChannel}`);
      if (this.listener !== client) await client.end();
    } catch (error) {
      this.logger.warn({ err: error }, 'order events: LISTEN failed');
      if (this.listener === client) this.listener = null;
      await client.end().catch(() => {});
    }
  }
}
