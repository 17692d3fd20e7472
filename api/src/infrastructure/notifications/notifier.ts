import { messages, orderStateOf } from '@bestell/domain';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { takeRateLimit } from '../rate-limit/limiter.js';
import type { DeliveryResult, Mailer } from './mailer.js';
import { confirmationNotice, expectedKinds, type Notice, noticesForEvent, type OrderEventLike } from './notices.js';
import { loadOrderMailContext, loadOrderMailContexts, type OrderMailContext } from './order-context.js';
import type { SmsMessage, SmsProvider } from './sms.js';
import type { SmsRetries } from './sms-retry.js';

export interface NotifierDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
  mailer: Mailer;
  sms: SmsProvider;
  /** Retries of automatic SMS whose gateway failed (none: a failed SMS stays failed). */
  smsRetries?: SmsRetries;
  /**
   * RATE_LIMIT_NEW_MAIL_ADDRESSES: automatic confirmation e-mails to addresses never mailed before, per hour for the
   * whole shop; 0 or absent = no limit. Over it the order stays placed and the e-mail is not sent (recorded failed).
   */
  newAddressMailsPerHour?: number;
}

export type Channel = 'email' | 'sms';

interface Target {
  channel: Channel;
  recipient: string;
}

interface Planned {
  context: OrderMailContext;
  notice: Notice;
  target: Target;
  /** `<order id>:<kind>` for automatic messages; null for a staff resend (never deduplicated). */
  dedupeKey: string | null;
}

export interface NoticeResult {
  channel: Channel;
  recipient: string;
  status: DeliveryResult | 'failed' | 'skipped';
}

/**
 * What became of a planned message; `id` is its claim (null: someone else claimed it first). `sending`: an automatic
 * SMS whose gateway failed, with a retry due (SmsRetries records what follows).
 */
type Outcome = Omit<NoticeResult, 'status'> & {
  status: NoticeResult['status'] | 'sending';
  id: number | null;
  error: string | null;
  /** A retry is due: the SMS text kept on the row and the wait before the next attempt. */
  retry?: { body: string; inMs: number };
};

/** Whether a planned confirmation goes to an address mailed before for another order. */
type KnownAddresses = (plan: Planned) => boolean;

const nonEmpty = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** Where a notice goes: the branch's address, or the customer's chosen channel (the other one when that is empty). */
function targetOf(notice: Notice, context: OrderMailContext): Target | null {
  const { order, branch } = context;
  if (notice.audience === 'branch') {
    const email = nonEmpty(branch.email);
    return email ? { channel: 'email', recipient: email } : null;
  }
  const email = nonEmpty(order.email);
  const phone = notice.sms ? nonEmpty(order.phone) : null;
  const preferred: (Target | null)[] =
    order.notificationType === 'sms'
      ? [phone ? { channel: 'sms', recipient: phone } : null, email ? { channel: 'email', recipient: email } : null]
      : [email ? { channel: 'email', recipient: email } : null, phone ? { channel: 'sms', recipient: phone } : null];
  return preferred.find((target) => target !== null) ?? null;
}

/** The `error` recorded for a confirmation held back by the new-address throttle (internal, for operators). */
export const throttledMailError =
  'not sent: hourly limit of confirmation e-mails to new addresses (RATE_LIMIT_NEW_MAIL_ADDRESSES)';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends the e-mails and SMS of orders. Every message is recorded in `notifications`; an automatic one is claimed
 * first under `<order id>:<kind>`, so several processes (each with its event worker) never send it
 * twice. A failing send is recorded and logged; it never touches the order.
 */
export class OrderNotifier {
  private readonly ndb: Db;

  constructor(private readonly deps: NotifierDeps) {
    this.ndb = deps.db;
  }

  /** The messages an order event asks for (see noticesForEvent); errors are logged, never thrown. */
  async handleEvent(event: OrderEventLike): Promise<void> {
    await this.handleEvents([event]);
  }

  /**
   * The messages of several order events (the worker hands over what queued up together): one look-up of earlier
   * claims, four queries for the orders, one insert of the claims and one update of the outcomes for the whole run.
   * Errors are logged, never thrown.
   */
  async handleEvents(events: OrderEventLike[]): Promise<void> {
    try {
      const open = await this.withUnclaimedKinds(events);
      if (open.length === 0) return;
      const orderIds = [...new Set(open.map((event) => event.orderId))];
      const contexts = await loadOrderMailContexts(this.deps.db, orderIds, this.deps.publicUrl);
      const planned = new Map<string, Planned>();
      for (const event of open) {
        const context = contexts.get(event.orderId);
        if (!context) continue;
        for (const notice of noticesForEvent(event, context, orderStateOf(context.order))) {
          const target = targetOf(notice, context);
          const dedupeKey = `${context.order.id}:${notice.kind}`;
          if (target && !planned.has(dedupeKey)) planned.set(dedupeKey, { context, notice, target, dedupeKey });
        }
      }
      await this.deliverAll([...planned.values()]);
    } catch (error) {
      const orderIds = events.map((event) => event.orderId);
      this.deps.logger.error({ err: error, orderIds, events: events.length }, 'order notification failed');
    }
  }

  /** The events that may still have something to send: unknown kinds, or some expected kind not claimed yet. */
  private async withUnclaimedKinds(events: OrderEventLike[]): Promise<OrderEventLike[]> {
    const expected = events.map((event) => {
      const kinds = expectedKinds(event);
      return { event, keys: kinds?.map((kind) => `${event.orderId}:${kind}`) ?? null };
    });
    const keys = expected.flatMap((entry) => entry.keys ?? []);
    const claimed = new Set<string>();
    if (keys.length > 0) {
      const rows = await this.ndb
        .selectFrom('notifications')
        .select('dedupeKey')
        .where('dedupeKey', 'in', keys)
        .execute();
      for (const row of rows) if (row.dedupeKey !== null) claimed.add(row.dedupeKey);
    }
    return expected
      .filter(({ keys: eventKeys }) => eventKeys === null || eventKeys.some((key) => !claimed.has(key)))
      .map(({ event }) => event);
  }

  /** Staff resend of the customer's confirmation over one channel; null when the order has no such address. */
  async resendConfirmation(orderId: number, channel: Channel): Promise<NoticeResult | null> {
    const context = await loadOrderMailContext(this.deps.db, orderId, this.deps.publicUrl);
    if (!context) return null;
    const recipient = nonEmpty(channel === 'email' ? context.order.email : context.order.phone);
    if (!recipient) return null;
    const [result] = await this.deliverAll([
      { context, notice: confirmationNotice, target: { channel, recipient }, dedupeKey: null },
    ]);
    return result ?? null;
  }

  /**
   * Claims every planned message in one statement (a taken dedupe key is skipped), sends the claimed ones (one
   * order's messages one after another, different orders side by side) and records the outcomes in one statement.
   */
  private async deliverAll(planned: Planned[]): Promise<NoticeResult[]> {
    if (planned.length === 0) return [];
    const now = this.deps.now();
    const claims = await this.ndb
      .insertInto('notifications')
      .values(
        planned.map(({ context, notice, target, dedupeKey }) => ({
          orderId: context.order.id,
          kind: notice.kind,
          channel: target.channel,
          recipient: target.recipient,
          dedupeKey,
          status: 'sending' as const,
          createdAt: now,
        })),
      )
      .onConflict((oc) => oc.column('dedupeKey').doNothing())
      .returning(['id', 'dedupeKey'])
      .execute();
    // A resend (no dedupe key) comes alone; automatic messages are matched to their claims by key.
    const claimByKey = new Map(claims.map((claim) => [claim.dedupeKey, claim]));
    const claimOf = (plan: Planned) => (plan.dedupeKey === null ? claims[0] : claimByKey.get(plan.dedupeKey));
    const isKnown = await this.knownAddresses(planned);
    // One order's messages one after another (each waits for the one before it), different orders side by side.
    const lastOfOrder = new Map<number, Promise<Outcome>>();
    const outcomes = await Promise.all(
      planned.map((plan) => {
        const orderId = plan.context.order.id;
        const before = lastOfOrder.get(orderId) ?? Promise.resolve(null);
        const outcome = before.then(() => this.sendClaimed(plan, claimOf(plan)?.id ?? null, isKnown));
        lastOfOrder.set(orderId, outcome);
        return outcome;
      }),
    );
    await this.recordOutcomes(outcomes);
    return outcomes.map(({ channel, recipient, status }) => ({
      channel,
      recipient,
      status: status === 'sending' ? 'failed' : status,
    }));
  }

  /** Whether a planned message is a confirmation e-mail that the new-address throttle (issue 16 point 3) governs. */
  private isThrottleCandidate({ notice, target, dedupeKey }: Planned): boolean {
    const limit = this.deps.newAddressMailsPerHour ?? 0;
    return limit > 0 && dedupeKey !== null && notice.kind === 'confirmation' && target.channel === 'email';
  }

  /**
   * The addresses of the throttled confirmations that were mailed before for another order, in one query for the
   * whole run (was one per order). Orders of one run to the same new address all count as new.
   */
  private async knownAddresses(planned: Planned[]): Promise<KnownAddresses> {
    const candidates = planned.filter((plan) => this.isThrottleCandidate(plan));
    const addresses = [...new Set(candidates.map((plan) => plan.target.recipient.toLowerCase()))];
    const mailed = new Map<string, { first: number; last: number }>();
    if (addresses.length > 0) {
      const rows = await this.ndb
        .selectFrom('notifications')
        .select([
          sql<string>`lower(recipient)`.as('address'),
          sql<number | null>`min(order_id)`.as('first'),
          sql<number | null>`max(order_id)`.as('last'),
        ])
        .where(sql<string>`lower(recipient)`, 'in', addresses)
        .where('channel', '=', 'email')
        .where('status', 'in', ['sent', 'logged'])
        .groupBy(sql`lower(recipient)`)
        .execute();
      for (const { address, first, last } of rows) {
        if (first !== null && last !== null) mailed.set(address, { first, last });
      }
    }
    return (plan) => {
      const orders = mailed.get(plan.target.recipient.toLowerCase());
      const orderId = plan.context.order.id;
      return orders !== undefined && (orders.first !== orderId || orders.last !== orderId);
    };
  }

  /**
   * Issue 16 point 3: an automatic confirmation e-mail to an address no message was ever delivered to takes one unit
   * of the shop's hourly budget; over it the mail is held back (the order is placed, the status page works, staff can
   * resend from the order). Known addresses, SMS, status mails and staff resends are never throttled.
   */
  private async isThrottled(plan: Planned, isKnown: KnownAddresses): Promise<boolean> {
    if (!this.isThrottleCandidate(plan) || isKnown(plan)) return false;
    const taken = await takeRateLimit(this.deps.db, {
      bucket: 'mail:new-address',
      key: 'shop',
      limit: this.deps.newAddressMailsPerHour ?? 0,
      windowSeconds: 3600,
      now: this.deps.now(),
    });
    return !taken.allowed;
  }

  private async sendClaimed(plan: Planned, claimId: number | null, isKnown: KnownAddresses): Promise<Outcome> {
    const { context, notice, target } = plan;
    if (claimId === null) return { ...target, id: null, status: 'skipped', error: null };
    try {
      if (await this.isThrottled(plan, isKnown)) {
        this.deps.logger.warn({ orderId: context.order.id }, 'confirmation e-mail to a new address held back (limit)');
        return { ...target, id: claimId, status: 'failed', error: throttledMailError };
      }
      return { ...target, id: claimId, status: await this.send(context, notice, target), error: null };
    } catch (cause) {
      this.deps.logger.error(
        { err: cause, orderId: context.order.id, kind: notice.kind, channel: target.channel },
        'sending an order notification failed',
      );
      const sms = this.smsOf(context, notice, target);
      if (sms && plan.dedupeKey !== null && this.deps.smsRetries) {
        const { status, error, retryInMs } = this.deps.smsRetries.afterFirstFailure(cause);
        const retry = retryInMs === null ? {} : { retry: { body: sms.text, inMs: retryInMs } };
        return { ...target, id: claimId, status, error, ...retry };
      }
      return { ...target, id: claimId, status: 'failed', error: errorText(cause) };
    }
  }

  private async recordOutcomes(results: Outcome[]): Promise<void> {
    const rows = results.flatMap(({ id, status, error, retry }) =>
      id === null
        ? []
        : [
            sql`(${id}::integer, ${status}::text, ${error}::text, ${retry?.body ?? null}::text, ${
              retry ? retry.inMs / 1000 : null
            }::double precision)`,
          ],
    );
    if (rows.length === 0) return;
    // A due retry (SmsRetries) keeps the text and its time on the row (database clock), so any process sends it.
    await sql`
      update notifications
         set status = outcome.status, error = outcome.error, body = outcome.body, attempts = 1,
             next_attempt_at = case when outcome.retry_secs is null then null
                                    else now() + make_interval(secs => outcome.retry_secs) end,
             finished_at = case when outcome.retry_secs is null then ${this.deps.now()}::timestamptz end
        from (values ${sql.join(rows)}) as outcome(id, status, error, body, retry_secs)
       where notifications.id = outcome.id`.execute(this.ndb);
  }

  /** The SMS of a notice (null for an e-mail). */
  private smsOf(context: OrderMailContext, notice: Notice, target: Target): SmsMessage | null {
    return target.channel === 'sms' && notice.sms ? { to: target.recipient, text: notice.sms(context) } : null;
  }

  private send(context: OrderMailContext, notice: Notice, target: Target): Promise<DeliveryResult> {
    const sms = this.smsOf(context, notice, target);
    if (sms) return this.deps.sms.send(sms);
    return this.deps.mailer.send({ to: target.recipient, ...notice.email(context) }, context.shop.shopName);
  }
}

export const resendRefusals = {
  email: messages.mail.noEmailAddress,
  sms: messages.mail.noPhoneNumber,
} as const;
