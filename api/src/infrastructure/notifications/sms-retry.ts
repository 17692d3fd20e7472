import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { isRetryableSmsError, type SmsMessage, type SmsProvider } from './sms.js';

/** Waits between the attempts of an SMS whose gateway failed: 30 s, 2 min, 10 min, 30 min (then it stays failed). */
export const defaultSmsRetryDelaysMs: readonly number[] = [30_000, 120_000, 600_000, 1_800_000];

export interface SmsRetryDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  sms: SmsProvider;
  /** One entry per retry: the wait before it. Empty: failed SMS are not retried. */
  delaysMs: readonly number[];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 600);

/**
 * Retries automatic SMS whose gateway failed (a 5xx, a timeout, not reachable) with growing waits, and keeps the
 * notification row of the order up to date: `sending` with the last error while a retry is due, then `sent`
 * (the error text keeps the earlier failures) or `failed` after the last attempt. A permanent refusal (an invalid
 * number) ends the retries at once. The timers live in this process: after a restart a pending retry is not resumed.
 */
export class SmsRetries {
  private readonly rdb: Db;
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: SmsRetryDeps) {
    this.rdb = deps.db;
  }

  /**
   * What becomes of the row of an automatic SMS whose first attempt failed: `sending` with the error and the time of
   * the next attempt (and that attempt is scheduled), or `failed` when no retry can help.
   */
  afterFirstFailure(id: number, message: SmsMessage, cause: unknown): { status: 'sending' | 'failed'; error: string } {
    return this.plan(id, message, [errorText(cause)], isRetryableSmsError(cause));
  }

  /** Resolves when no retry is waiting or running (tests). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private plan(
    id: number,
    message: SmsMessage,
    failures: string[],
    retryable: boolean,
  ): { status: 'sending' | 'failed'; error: string } {
    const attempts = failures.length;
    const delay = retryable ? this.deps.delaysMs[attempts - 1] : undefined;
    const history = failures.map((failure, index) => `attempt ${index + 1}: ${failure}`).join('; ');
    if (delay === undefined) {
      const reason = retryable ? `gave up after ${attempts} attempts` : 'permanent, not retried';
      return { status: 'failed', error: `${history} (${reason})`.slice(0, 1000) };
    }
    const at = new Date(this.deps.now().getTime() + delay);
    const waiting = new Promise<void>((resolve) => {
      setTimeout(resolve, delay).unref();
    }).then(() => this.attempt(id, message, failures));
    this.running.add(waiting);
    void waiting.finally(() => this.running.delete(waiting));
    return { status: 'sending', error: `${history} (next attempt ${at.toISOString()})`.slice(0, 1000) };
  }

  private async attempt(id: number, message: SmsMessage, failures: string[]): Promise<void> {
    try {
      let outcome: { status: 'sent' | 'logged' | 'sending' | 'failed'; error: string | null };
      try {
        const status = await this.deps.sms.send(message);
        const earlier = failures.map((failure, index) => `attempt ${index + 1}: ${failure}`).join('; ');
        outcome = { status, error: `delivered on attempt ${failures.length + 1}; ${earlier}`.slice(0, 1000) };
      } catch (cause) {
        this.deps.logger.warn({ err: cause, notificationId: id, attempt: failures.length + 1 }, 'sms retry failed');
        outcome = this.plan(id, message, [...failures, errorText(cause)], isRetryableSmsError(cause));
      }
      await this.rdb
        .updateTable('notifications')
        .set({ status: outcome.status, error: outcome.error, finishedAt: this.deps.now() })
        .where('id', '=', id)
        .execute();
    } catch (error) {
      this.deps.logger.error({ err: error, notificationId: id }, 'sms retry could not be recorded');
    }
  }
}
