import fs from 'node:fs';
import path from 'node:path';
import { deskMessages, type OnlinePauseInput } from '@bestell/domain';
import { type DeskApi, type DeskOnlinePause, type DeviceInfo, LockedOutError, type WorkCursor } from './api-client.js';
import { Journal } from './journal.js';
import { LiveFeed } from './live-feed.js';
import type { DeskOrder, PrintJob } from './order.js';
import { PrintQueue } from './print-queue.js';
import { type PrintOverrides, type PrintSetup, printSetupOf } from './print-setup.js';
import { type Printer, type PrinterState, parsePrinterAddress, TcpPrinter } from './printer/tcp-printer.js';
import { encodeReceipt } from './receipt/escpos.js';
import { encodeTspl, encodeZpl, type LabelFormat, orderItemLabels } from './receipt/labels.js';
import { productionDocument } from './receipt/production-document.js';
import { receiptDocument, testPageDocument } from './receipt/receipt-document.js';
import { type DeskSnapshot, isAlerting } from './snapshot.js';

const testPageTitle = deskMessages.testPageTitle;

export interface DeskRuntimeOptions {
  api: DeskApi;
  info: DeviceInfo;
  /** The desk's own printer (receipts; labels when the settings or `--labels` say it is a label printer). */
  printer: Printer;
  /** The printer at a label printer's address from the settings (default: raw TCP, no paper probe). */
  printerAt?(address: string): Printer;
  dataDir: string;
  /** What the command line fixes over the device's settings (`--star`, `--paper`, `--labels`). */
  overrides?: PrintOverrides;
  /**
   * How often the queue looks for jobs without a wake-up (safety net: staff print requests and test pages arrive
   * through the long poll at once, new orders through the order feed). Default 5 s.
   */
  pollMs?: number;
  /** How often device tests are looked for without a wake-up (safety net of the long poll). Default 5 s. */
  commandPollMs?: number;
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
  /** The queue of the label printer of its own address, while the settings name one. */
  labelQueue: PrintQueue | null = null;
  private labelPrinter: { address: string; printer: Printer } | null = null;
  private setup: PrintSetup;
  private info: DeviceInfo;
  private settingsVersion: number | null;
  private reloadingSettings = false;
  private readonly feed: LiveFeed;
  private readonly orders = new Map<number, DeskOrder>();
  /** New orders known from their event, until the order itself is loaded: they ring at once. */
  private readonly announced = new Map<number, { id: number; uid: string; ticketNumber: number }>();
  private readonly listeners = new Set<(snapshot: DeskSnapshot) => void>();
  private readonly timers: NodeJS.Timeout[] = [];
  private connected = false;
  private lockedOut = false;
  private printerState: PrinterState = 'unknown';
  private printerError: string | null = null;
  private readonly feedStateFile: string;
  private readonly recentLog: string[] = [];
  private testRings = 0;
  /** Issue 27.3: the branch's pause or busy mode in force, read every 15 s and after each change here. */
  private onlinePause: DeskOnlinePause | null = null;
  private commandsBusy = false;
  private commandsAgain = false;
  private readonly stopWaiting = new AbortController();

  constructor(private readonly options: DeskRuntimeOptions) {
    this.info = options.info;
    this.settingsVersion = options.info.device.version ?? null;
    this.setup = printSetupOf(options.info.device.settings, options.overrides);
    options.api.onDeviceVersion = (version) => this.onDeviceVersion(version);
    this.journal = Journal.open(path.join(options.dataDir, 'journal.log'));
    this.feedStateFile = path.join(options.dataDir, 'feed-state.json');
    this.queue = new PrintQueue({
      api: { jobs: () => options.api.jobs('receipt'), report: options.api.report },
      journal: this.journal,
      printer: options.printer,
      render: (job, copy) => this.render(job, copy),
      retryMs: options.retryMs ?? 1000,
      onPrinterState: (state, error) => {
        this.printerState = state;
        this.printerError = error ?? null;
        this.publish();
      },
      onPrinted: (job, copy) => this.log('printed', { job: job.id, order: job.order?.id ?? null, copy }),
    });
    this.feed = new LiveFeed({
      url: options.api.eventsUrl(),
      headers: options.api.headers,
      lastEventId: this.readLastEventId(),
      onEvent: (event) => {
        if (event.type === 'order.created') this.announce(event.orderId, event.order);
        this.saveLastEventId();
        void this.kickQueue();
        void this.refreshOrder(event.orderId);
      },
      // A pause set or ended on a board or another desk shows here at once (the 15 s read stays as a fallback).
      onSignal: (type) => {
        if (type === 'branch.paused') void this.refreshOnlinePause();
      },
      onConnection: (connected) => {
        this.connected = connected;
        this.publish();
        if (connected) {
          void this.catchUp();
          void this.refreshOnlinePause();
        }
      },
      onLockedOut: () => this.lockOut(),
    });
  }

  start(): void {
    this.applySetup();
    this.feed.start();
    void this.kickQueue();
    this.timers.push(setInterval(() => void this.kickQueue(), this.options.pollMs ?? 5000));
    this.timers.push(setInterval(() => void this.heartbeat(), this.options.heartbeatMs ?? 15_000));
    this.timers.push(setInterval(() => void this.runCommands(), this.options.commandPollMs ?? 5000));
    this.timers.push(setInterval(() => void this.refreshOnlinePause(), this.options.heartbeatMs ?? 15_000));
    void this.watchWork();
    void this.heartbeat();
    void this.refreshOnlinePause();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.stopWaiting.abort();
    this.feed.stop();
    this.queue.stop();
    this.labelQueue?.stop();
    this.journal.close();
  }

  /** How the desk prints now (device settings with the command line's overrides). */
  get printSetup(): PrintSetup {
    return this.setup;
  }

  /** The server's polls answer the device row's version: a new one means changed settings, read them again. */
  private onDeviceVersion(version: number): void {
    if (version === this.settingsVersion || this.reloadingSettings) return;
    this.reloadingSettings = true;
    void this.options.api
      .info()
      .then((info) => {
        this.info = info;
        this.settingsVersion = info.device.version ?? version;
        this.setup = printSetupOf(info.device.settings, this.options.overrides);
        this.applySetup();
        this.log('settings changed', { ...this.setup });
        this.publish();
        void this.kickQueue();
      })
      .catch((error: unknown) => {
        if (error instanceof LockedOutError) this.lockOut();
      })
      .finally(() => {
        this.reloadingSettings = false;
      });
  }

  /** Starts, moves or stops the label printer's queue as the settings say; the own printer's paper probe too. */
  private applySetup(): void {
    const { printer, printerAt, api, retryMs } = this.options;
    if (printer instanceof TcpPrinter) printer.askPaper = this.setup.ownLabels === null;
    const wanted = this.setup.labelPrinter;
    if (this.labelPrinter && this.labelPrinter.address === wanted?.address) return;
    this.labelQueue?.stop();
    this.labelQueue = null;
    this.labelPrinter = null;
    if (!wanted) return;
    const labelPrinter =
      printerAt?.(wanted.address) ?? new TcpPrinter({ ...parsePrinterAddress(wanted.address), askPaper: false });
    this.labelPrinter = { address: wanted.address, printer: labelPrinter };
    this.labelQueue = new PrintQueue({
      api: { jobs: () => api.jobs('labels'), report: api.report },
      journal: this.journal,
      printer: labelPrinter,
      render: (job) => this.renderLabels(job),
      retryMs: retryMs ?? 1000,
      onPrinted: (job, copy) => this.log('labels printed', { job: job.id, order: job.order?.id ?? null, copy }),
    });
  }

  subscribe(listener: (snapshot: DeskSnapshot) => void): () => void {
    this.listeners.add(listener);
    listener(this.snapshot());
    return () => this.listeners.delete(listener);
  }

  snapshot(): DeskSnapshot {
    const orders = [...this.orders.values()].sort((a, b) => (a.appointment ?? '').localeCompare(b.appointment ?? ''));
    const alerts = [
      ...orders.filter(isAlerting).map(({ id, uid, ticketNumber }) => ({ id, uid, ticketNumber })),
      ...[...this.announced.values()].filter((alert) => !this.orders.has(alert.id)),
    ];
    return {
      deviceName: this.info.device.name,
      branchName: this.info.branch.name,
      connected: this.connected,
      lockedOut: this.lockedOut,
      printer: { address: this.options.printer.address, state: this.printerState, lastError: this.printerError },
      queued: this.queue.queued,
      orders,
      alerting: alerts.map((alert) => alert.id),
      alerts,
      testRings: this.testRings,
      onlinePause: this.onlinePause,
    };
  }

  async action(orderId: number, action: string): Promise<void> {
    this.keep(await this.guard(() => this.options.api.action(orderId, action)));
  }

  async counterAppointment(orderId: number, at: string): Promise<void> {
    this.keep(await this.guard(() => this.options.api.counterAppointment(orderId, at)));
  }

  async acknowledge(orderId: number): Promise<void> {
    this.keep(await this.guard(() => this.options.api.acknowledge(orderId)));
  }

  async reprint(orderId: number): Promise<void> {
    await this.guard(() => this.options.api.reprint(orderId));
    await this.kickQueue();
  }

  /** Issue 27.3 from the desk: pause online orders or add lead time for the desk's branch; null ends it early. */
  async setOnlinePause(input: OnlinePauseInput | null): Promise<void> {
    if (input === null) await this.guard(() => this.options.api.endOnlinePause());
    else await this.guard(() => this.options.api.setOnlinePause(input));
    await this.refreshOnlinePause();
  }

  /**
   * Issue 27.2: prints the day's production list on the desk's receipt printer (the server records the print, so the
   * next one marks later orders NEU). Sent straight to the printer, not through the order job queue.
   */
  /** Issue 28.1: the Zeiterfassung tab's calls, passed to the API with the device credential (time-tracking-proxy). */
  timeTracking(method: 'GET' | 'POST', tail: string, token: string | null, body: string | null) {
    return this.options.api.timeTracking(method, tail, token, body);
  }

  async printProduction(day: string): Promise<void> {
    const list = await this.guard(() => this.options.api.printProduction(day));
    await this.options.printer.send(encodeReceipt(productionDocument(list), this.setup.receipt));
    this.log('production list printed', { day, orders: list.orderCount });
  }

  private async refreshOnlinePause(): Promise<void> {
    try {
      const pause = await this.options.api.onlinePause();
      const changed = JSON.stringify(pause) !== JSON.stringify(this.onlinePause);
      this.onlinePause = pause;
      if (changed) this.publish();
    } catch (error) {
      if (error instanceof LockedOutError) this.lockOut();
      // otherwise the last known state stays shown until the next read
    }
  }

  /** Logs through the caller's logger and keeps the last 200 lines for a log request (spec §7). */
  log(message: string, details?: Record<string, unknown>): void {
    this.options.log?.(message, details);
    this.recentLog.push(JSON.stringify({ time: new Date().toISOString(), msg: message, ...details }));
    if (this.recentLog.length > 200) this.recentLog.shift();
  }

  /**
   * Staff requests live: one long poll stays open; when it answers with a newer command (device test) or job (a
   * staff print request, a test page), the desk fetches them at once. Errors: a short pause, then again.
   */
  private async watchWork(): Promise<void> {
    let cursor: WorkCursor = { jobs: 0, commands: 0 };
    const { signal } = this.stopWaiting;
    while (!signal.aborted && !this.lockedOut) {
      try {
        const work = await this.options.api.waitForWork(cursor, signal);
        if (!Number.isInteger(work?.jobs) || !Number.isInteger(work?.commands)) throw new Error('no wait answer');
        if (work.commands > cursor.commands) void this.runCommands();
        if (work.jobs > cursor.jobs) void this.kickQueue();
        cursor = { jobs: work.jobs, commands: work.commands };
      } catch (error) {
        if (error instanceof LockedOutError) {
          this.lockOut();
          return;
        }
        if (signal.aborted) return;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
    }
  }

  /** Device tests from the back-office: ring once (the page plays the chime), or upload the recent log. */
  private async runCommands(): Promise<void> {
    if (this.lockedOut) return;
    if (this.commandsBusy) {
      this.commandsAgain = true;
      return;
    }
    this.commandsBusy = true;
    this.commandsAgain = false;
    try {
      for (const command of await this.options.api.commands()) {
        if (command.kind === 'notification') {
          this.testRings += 1;
          this.publish();
          this.log('test notification');
          await this.options.api.commandResult(command.id, true);
        } else {
          this.log('log requested');
          await this.options.api.commandResult(command.id, true, this.recentLog.join('\n').slice(-65_536));
        }
      }
    } catch (error) {
      if (error instanceof LockedOutError) this.lockOut();
    } finally {
      this.commandsBusy = false;
    }
    if (this.commandsAgain) await this.runCommands();
  }

  private render(job: PrintJob, copy: boolean): Uint8Array {
    const { info } = this;
    const { receipt: format, ownLabels } = this.setup;
    if (ownLabels) return this.labelBytes(job, ownLabels);
    if (job.document === 'test') return encodeReceipt(testPageDocument(info.device.name, new Date()), format);
    if (!job.order) throw new Error('print job without its order');
    const kind = job.document === 'kitchen' ? 'kitchen' : 'customer';
    const { branch, publicUrl } = info;
    const document = receiptDocument(job.order, { branch, publicUrl, kind, copy, now: new Date() });
    return encodeReceipt(document, format);
  }

  private renderLabels(job: PrintJob): Uint8Array {
    const spec = this.setup.labelPrinter?.labels;
    if (!spec) throw new Error('no label printer set');
    return this.labelBytes(job, spec);
  }

  private labelBytes(job: PrintJob, spec: { language: 'zpl' | 'tspl' } & LabelFormat): Uint8Array {
    const encode = spec.language === 'zpl' ? encodeZpl : encodeTspl;
    if (!job.order) return encode([{ lines: [testPageTitle, this.info.device.name] }], spec);
    return encode(orderItemLabels(job.order), spec);
  }

  private async kickQueue(): Promise<void> {
    if (this.lockedOut) return;
    await Promise.all(
      [this.queue, this.labelQueue].map(async (queue) => {
        try {
          await queue?.kick();
        } catch (error) {
          if (error instanceof LockedOutError) this.lockOut();
          else this.log('print queue: will try again', { error: String(error) });
        }
      }),
    );
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

  private announce(id: number, payload: Record<string, unknown>): void {
    const { uid, ticketNumber } = payload;
    if (typeof uid !== 'string' || typeof ticketNumber !== 'number' || this.orders.has(id)) return;
    this.announced.set(id, { id, uid, ticketNumber });
    this.publish();
  }

  private keep(order: DeskOrder): void {
    this.announced.delete(order.id);
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
    this.stopWaiting.abort();
    this.feed.stop();
    this.queue.stop();
    this.labelQueue?.stop();
    this.log('locked out: the device credential was refused');
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
