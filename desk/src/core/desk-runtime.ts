import fs from 'node:fs';
import path from 'node:path';
import { type DeskApi, type DeviceInfo, LockedOutError } from './api-client.js';
import { Journal } from './journal.js';
import { LiveFeed } from './live-feed.js';
import type { DeskOrder, PrintJob } from './order.js';
import { PrintQueue } from './print-queue.js';
import type { Printer, PrinterState } from './printer/tcp-printer.js';
import { encodeReceipt, type ReceiptFormat } from './receipt/escpos.js';
import { receiptDocument, testPageDocument } from './receipt/receipt-document.js';
import { type DeskSnapshot, isAlerting } from './snapshot.js';

export interface DeskRuntimeOptions {
  api: DeskApi;
  info: DeviceInfo;
  printer: Printer;
  dataDir: string;
  format: ReceiptFormat;
  /** How often the queue looks for jobs without an event (staff print requests, test pages). */
  pollMs?: number;
  heartbeatMs?: number;
  retryMs?: number;
  log?(message: string, details?: Record<string, unknown>): void;
}

const terminalStates = new Set(['completed', 'rejected', 'canceled']);

/**
 * The desk's logic without a window: the live feed keeps the branch's current orders, each order event wakes the
 * print queue, a timer polls the queue and sends heartbeats. Subscribers get a snapshot on every change.
 */
export class DeskRuntime {
  readonly journal: Journal;
  readonly queue: PrintQueue;
  private readonly feed: LiveFeed;
  private readonly orders = new Map<number, DeskOrder>();
  private readonly listeners = new Set<(snapshot: DeskSnapshot) => void>();
  private readonly timers: NodeJS.Timeout[] = [];
  private connected = false;
  private lockedOut = false;
  private printerState: PrinterState = 'unknown';
  private printerError: string | null = null;
  private readonly feedStateFile: string;

  constructor(private readonly options: DeskRuntimeOptions) {
    this.journal = Journal.open(path.join(options.dataDir, 'journal.log'));
    this.feedStateFile = path.join(options.dataDir, 'feed-state.json');
    this.queue = new PrintQueue({
      api: options.api,
      journal: this.journal,
      printer: options.printer,
      render: (job, copy) => this.render(job, copy),
      retryMs: options.retryMs ?? 1000,
      onPrinterState: (state, error) => {
        this.printerState = state;
        this.printerError = error ?? null;
        this.publish();
      },
      onPrinted: (job, copy) => options.log?.('printed', { job: job.id, order: job.order?.id ?? null, copy }),
    });
    this.feed = new LiveFeed({
      url: options.api.eventsUrl(),
      headers: options.api.headers,
      lastEventId: this.readLastEventId(),
      onEvent: (event) => {
        this.saveLastEventId();
        void this.kickQueue();
        void this.refreshOrder(event.orderId);
      },
      onConnection: (connected) => {
        this.connected = connected;
        this.publish();
        if (connected) void this.catchUp();
      },
      onLockedOut: () => this.lockOut(),
    });
  }

  start(): void {
    this.feed.start();
    void this.kickQueue();
    this.timers.push(setInterval(() => void this.kickQueue(), this.options.pollMs ?? 2000));
    this.timers.push(setInterval(() => void this.heartbeat(), this.options.heartbeatMs ?? 15_000));
    void this.heartbeat();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.feed.stop();
    this.queue.stop();
    this.journal.close();
  }

  subscribe(listener: (snapshot: DeskSnapshot) => void): () => void {
    this.listeners.add(listener);
    listener(this.snapshot());
    return () => this.listeners.delete(listener);
  }

  snapshot(): DeskSnapshot {
    const orders = [...this.orders.values()].sort((a, b) => (a.appointment ?? '').localeCompare(b.appointment ?? ''));
    return {
      deviceName: this.options.info.device.name,
      branchName: this.options.info.branch.name,
      connected: this.connected,
      lockedOut: this.lockedOut,
      printer: { address: this.options.printer.address, state: this.printerState, lastError: this.printerError },
      queued: this.queue.queued,
      orders,
      alerting: orders.filter(isAlerting).map((order) => order.id),
    };
  }

  async action(orderId: number, action: string): Promise<void> {
    this.keep(await this.guard(() => this.options.api.action(orderId, action)));
  }

  async acknowledge(orderId: number): Promise<void> {
    this.keep(await this.guard(() => this.options.api.acknowledge(orderId)));
  }

  async reprint(orderId: number): Promise<void> {
    await this.guard(() => this.options.api.reprint(orderId));
    await this.kickQueue();
  }

  private render(job: PrintJob, copy: boolean): Uint8Array {
    const { info, format } = this.options;
    if (job.document === 'test') return encodeReceipt(testPageDocument(info.device.name, new Date()), format);
    if (!job.order) throw new Error('print job without its order');
    const kind = job.document === 'kitchen' ? 'kitchen' : 'customer';
    const document = receiptDocument(job.order, { branch: info.branch, publicUrl: info.publicUrl, kind, copy });
    return encodeReceipt(document, format);
  }

  private async kickQueue(): Promise<void> {
    if (this.lockedOut) return;
    try {
      await this.queue.kick();
    } catch (error) {
      if (error instanceof LockedOutError) this.lockOut();
      else this.options.log?.('print queue: will try again', { error: String(error) });
    }
    this.publish();
  }

  private async catchUp(): Promise<void> {
    try {
      const current = await this.options.api.currentOrders();
      this.orders.clear();
      for (const order of current) this.orders.set(order.id, order);
      this.publish();
    } catch (error) {
      if (error instanceof LockedOutError) this.lockOut();
    }
    await this.kickQueue();
  }

  private async refreshOrder(orderId: number): Promise<void> {
    try {
      this.keep(await this.options.api.order(orderId));
    } catch (error) {
      if (error instanceof LockedOutError) this.lockOut();
    }
  }

  private keep(order: DeskOrder): void {
    if (terminalStates.has(order.state)) this.orders.delete(order.id);
    else this.orders.set(order.id, order);
    this.publish();
  }

  private async heartbeat(): Promise<void> {
    if (this.lockedOut) return;
    try {
      await this.options.api.heartbeat(this.printerState, {
        queued: this.queue.queued,
        printer: this.options.printer.address,
        ...(this.printerError ? { lastError: this.printerError.slice(0, 500) } : {}),
      });
    } catch (error) {
      if (error instanceof LockedOutError) this.lockOut();
    }
  }

  private async guard<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof LockedOutError) this.lockOut();
      throw error;
    }
  }

  private lockOut(): void {
    if (this.lockedOut) return;
    this.lockedOut = true;
    this.feed.stop();
    this.queue.stop();
    this.options.log?.('locked out: the device credential was refused');
    this.publish();
  }

  private publish(): void {
    const snapshot = this.snapshot();
    for (const listener of this.listeners) listener(snapshot);
  }

  private readLastEventId(): string | null {
    try {
      const value = JSON.parse(fs.readFileSync(this.feedStateFile, 'utf8')) as { lastEventId?: unknown };
      return typeof value.lastEventId === 'string' ? value.lastEventId : null;
    } catch {
      return null;
    }
  }

  private saveLastEventId(): void {
    if (this.feed.lastEventId === null) return;
    fs.writeFileSync(this.feedStateFile, JSON.stringify({ lastEventId: this.feed.lastEventId }), { mode: 0o600 });
  }
}
