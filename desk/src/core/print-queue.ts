import type { Journal } from './journal.js';
import type { PrintJob } from './order.js';
import { type Printer, PrinterError, type PrinterState } from './printer/tcp-printer.js';

/** The server's page size of GET /api/devices/self/jobs. */
const pageSize = 50;

export interface PrintQueueApi {
  jobs(): Promise<PrintJob[]>;
  report(jobId: number, status: 'sent' | 'printed' | 'failed', error?: string): Promise<unknown>;
}

export interface PrintQueueOptions {
  api: PrintQueueApi;
  journal: Journal;
  printer: Printer;
  /** The job's bytes; `copy` puts KOPIE on top. Throws when the job cannot be rendered (it is reported failed). */
  render(job: PrintJob, copy: boolean): Uint8Array;
  onPrinterState?(state: PrinterState, error?: string): void;
  onPrinted?(job: PrintJob, copy: boolean): void;
  /** First wait after a failed attempt; doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * Prints the server's pending jobs for this device, one after another, oldest first. Per job: journal "sending"
 * (fsync'd), tell the server it was sent (counts an attempt), send the bytes — retrying while the printer is off or
 * out of paper —, journal "printed", acknowledge, journal "acked". A job the journal left at "sending" (the desk
 * stopped in between) is printed again marked KOPIE; one left at "printed" is only acknowledged.
 */
export class PrintQueue {
  private running = false;
  private again = false;
  private stopped = false;
  private wakeUp: (() => void) | null = null;
  queued = 0;

  constructor(private readonly options: PrintQueueOptions) {}

  /** Look for jobs now (on an order event, after a reconnect, on a timer). */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return Promise.resolve();
    }
    this.running = true;
    return this.drain().finally(() => {
      this.running = false;
    });
  }

  stop(): void {
    this.stopped = true;
    this.wakeUp?.();
  }

  private async drain(): Promise<void> {
    let full = false;
    do {
      this.again = false;
      const jobs = await this.options.api.jobs();
      // The server answers at most a page of jobs: a full page means more are waiting.
      full = jobs.length >= pageSize;
      this.queued = jobs.length;
      for (const job of jobs) {
        if (this.stopped) return;
        await this.process(job);
        this.queued -= 1;
      }
    } while ((this.again || full) && !this.stopped);
  }

  private async process(job: PrintJob): Promise<void> {
    const { journal, api } = this.options;
    const mark = journal.markOf(job.id);
    if (mark === 'printed' || mark === 'acked') {
      await this.acknowledge(job.id);
      return;
    }
    // In doubt: the journal says bytes may have gone out, or (journal lost) the server counted an attempt.
    const copy = mark === 'sending' || (mark === undefined && job.attempts > 0);
    let bytes: Uint8Array;
    try {
      bytes = this.options.render(job, copy);
    } catch (error) {
      await api.report(job.id, 'failed', error instanceof Error ? error.message : String(error));
      return;
    }
    let delay = this.options.retryMs ?? 1000;
    let reported = false;
    for (;;) {
      if (this.stopped) return;
      journal.sending(job.id);
      if (!reported) {
        reported = true;
        await api.report(job.id, 'sent').catch(() => {});
      }
      try {
        await this.options.printer.send(bytes);
        break;
      } catch (error) {
        if (!(error instanceof PrinterError)) throw error;
        // Nothing reached the printer: no doubt about this attempt. Else a retry prints it again as a copy.
        if (!error.maybePrinted) journal.unsent(job.id);
        else bytes = this.options.render(job, true);
        this.options.onPrinterState?.(error.state, error.message);
        await this.sleep(delay);
        delay = Math.min(delay * 2, this.options.maxRetryMs ?? 5000);
      }
    }
    journal.printed(job.id);
    this.options.onPrinterState?.('online');
    this.options.onPrinted?.(job, copy);
    await this.acknowledge(job.id);
  }

  private async acknowledge(jobId: number): Promise<void> {
    try {
      await this.options.api.report(jobId, 'printed');
      this.options.journal.acked(jobId);
    } catch {
      // Printed and journaled: the next round acknowledges it again (the report is idempotent).
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.wakeUp = null;
        resolve();
      }, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
