import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { OrderEventHub, OrderEventMessage } from '../events/hub.js';
import type { OrderNotifier } from './notifier.js';

const batchSize = 100;

/**
 * Reacts to the order event outbox: subscribes to the hub from the last event it handled (kept in
 * `notification_cursor`, so events written while the process was down are handled after a restart) and hands each
 * event to the notifier, one after another. Runs while the process runs; `stop()` ends the subscription.
 * The hub walks the outbox in commit order, not id order, so the stored id (the greatest handled) may lie before the
 * true position: a restart can hand an event over twice, never skip one; the claims in `notifications` make the
 * second time a no-op.
 */
export class NotificationWorker {
  private readonly ndb: Db;
  private readonly queue: OrderEventMessage[] = [];
  private running: Promise<void> | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;

  constructor(
    db: Db,
    private readonly hub: OrderEventHub,
    private readonly notifier: OrderNotifier,
    private readonly logger: Logger,
  ) {
    this.ndb = db;
  }

  async start(): Promise<void> {
    try {
      const row = await this.ndb
        .selectFrom('notificationCursor')
        .select('lastEventId')
        .where('id', '=', 1)
        .executeTakeFirst();
      if (this.stopped) return;
      const unsubscribe = await this.hub.subscribe('all', row?.lastEventId ?? '0', (event) => this.enqueue(event));
      if (this.stopped) unsubscribe();
      else this.unsubscribe = unsubscribe;
    } catch (error) {
      this.logger.error({ err: error }, 'notifications: cannot follow the order events');
    }
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Resolves when the events received so far are handled. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private enqueue(event: OrderEventMessage): void {
    this.queue.push(event);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  /**
   * Hands over what queued up, up to `batchSize` events at a time (under load the notifier then needs a handful of
   * statements per batch instead of several per order), and stores the cursor after each batch.
   */
  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.stopped) {
      const batch = this.queue.splice(0, batchSize);
      await this.notifier.handleEvents(batch);
      const last = batch[batch.length - 1];
      if (last) await this.storeCursor(last.id);
    }
  }

  private async storeCursor(eventId: string): Promise<void> {
    try {
      await this.ndb
        .insertInto('notificationCursor')
        .values({ id: 1, lastEventId: eventId })
        .onConflict((oc) =>
          oc.column('id').doUpdateSet({
            lastEventId: sql<string>`greatest(notification_cursor.last_event_id, excluded.last_event_id)`,
          }),
        )
        .execute();
    } catch (error) {
      this.logger.warn({ err: error }, 'notifications: cannot store the event cursor');
    }
  }
}
