import { notificationLogMessages as m } from '@bestell/domain';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { isRetryableSmsError, type SmsMessage, type SmsProvider } from './sms.js';

/** Waits between the attempts of an SMS whose gateway failed: 30 s, 2 min, 10 min, 30 min (then it stays failed). */
export const defaultSmsRetryDelaysMs: readonly number[] = [30_000, 120_000, 600_000, 1_800_000];

/** How often each API process looks for due retries. */
export const defaultSmsRetryPollMs = 5000;

/** A claimed retry is someone's for this long (longer than any gateway timeout); then another process may take it. */
const claimLeaseSeconds = 120;
const batchSize = 20;

export interface SmsRetryDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  sms: SmsProvider;
  /** One entry per retry: the wait before it. Empty: failed SMS are not retried. */
  delaysMs: readonly number[];
  /** How often due retries are looked for (default defaultSmsRetryPollMs). */
  pollMs?: number;
}

/** What is recorded on the notification row after a failed attempt. */
export interface SmsFailurePlan {
  status: 'sending' | 'failed';
  /** The attempts so far ("attempt 1: …; attempt 2: …"), with the reason when it ends here. */
  error: string;
  /** Milliseconds until the next attempt (null: none). */
  retryInMs: number | null;
}

interface DueRetry {
  id: number;
  recipient: string;
  body: string;
  attempts: number;
  error: string | null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 600);

/**
 * Retries automatic SMS whose gateway failed (a 5xx, a timeout, not reachable) with growing waits. The schedule lives
 * in the database (`notifications`: the SMS text in `body`, `attempts`, `next_attempt_at`), so a retry survives a
 * restart of the API and any API process may take it: each poll claims the due rows with `for update skip locked` and
 * a lease. The row reads `sending` with the attempts so far while a retry is due, then `sent` (the error text keeps the
 * earlier failures) or `failed`. A permanent refusal (an invalid number) ends the retries at once. Due times use the
 * database clock, so that several API processes agree on them.
 */
export class SmsRetries {
  private readonly rdb: Db;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly deps: SmsRetryDeps) {
    this.rdb = deps.db;
  }

  /** Starts polling for due retries (also right away: retries left by a process that stopped). */
  start(): void {
    if (this.timer || this.stopped) return;
    this.timer = setInterval(() => void this.runDue(), this.deps.pollMs ?? defaultSmsRetryPollMs);
    this.timer.unref();
    void this.runDue();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** What to record for an automatic SMS whose first attempt failed (the row keeps the text for the retries). */
  afterFirstFailure(cause: unknown): SmsFailurePlan {
    return this.plan('', 1, cause);
  }

  /** Sends the retries that are due now; resolves when done (a run already going is joined, not doubled). */
  runDue(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.running ??= this.sendDue()
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'sms retries: cannot read the due retries'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private plan(history: string, attempt: number, cause: unknown): SmsFailurePlan {
    const failures = `${history === '' ? '' : `${history}; `}${m.errorAttempt(attempt, errorText(cause))}`;
    const retryable = isRetryableSmsError(cause);
    const delay = retryable ? this.deps.delaysMs[attempt - 1] : undefined;
    if (delay === undefined) {
      const reason = retryable ? m.errorGaveUp(attempt) : m.errorPermanent;
      return { status: 'failed', error: `${failures} (${reason})`.slice(0, 1000), retryInMs: null };
    }
    return { status: 'sending', error: failures.slice(0, 1000), retryInMs: delay };
  }

  private async sendDue(): Promise<void> {
    for (;;) {
      const { rows } = await sql<DueRetry>`
        update notifications
           set next_attempt_at = now() + make_interval(secs => ${claimLeaseSeconds}::double precision)
         where id in (
           select id from notifications
            where status = 'sending' and channel = 'sms' and body is not null and next_attempt_at <= now()
            order by next_attempt_at
            limit ${batchSize}
            for update skip locked)
        returning id, recipient, body, attempts, error`.execute(this.rdb);
      for (const row of rows) await this.attempt(row);
      if (rows.length < batchSize || this.stopped) return;
    }
  }

  private async attempt(row: DueRetry): Promise<void> {
    const attempt = row.attempts + 1;
    const message: SmsMessage = { to: row.recipient, text: row.body };
    let outcome: { status: 'sent' | 'logged' | 'sending' | 'failed'; error: string; retryInMs: number | null };
    try {
      const status = await this.deps.sms.send(message);
      outcome = {
        status,
        error: `${m.errorDelivered(attempt)}; ${row.error ?? ''}`.slice(0, 1000),
        retryInMs: null,
      };
    } catch (cause) {
      this.deps.logger.warn({ err: cause, notificationId: row.id, attempt }, 'sms retry failed');
      outcome = this.plan(row.error ?? '', attempt, cause);
    }
    try {
      const settled = outcome.retryInMs === null;
      await this.rdb
        .updateTable('notifications')
        .set({
          status: outcome.status,
          error: outcome.error,
          attempts: attempt,
          // The text is kept only while a retry is due.
          ...(settled ? { body: null, finishedAt: this.deps.now() } : {}),
          nextAttemptAt: settled
            ? null
            : sql<Date>`now() + make_interval(secs => ${(outcome.retryInMs ?? 0) / 1000}::double precision)`,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'sending')
        .execute();
    } catch (error) {
      this.deps.logger.error({ err: error, notificationId: row.id }, 'sms retry could not be recorded');
    }
  }
}
