import { messages, orderStateOf } from '@bestell/domain';
import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import type { DeliveryResult, Mailer } from './mailer.js';
import { confirmationNotice, expectedKinds, type Notice, noticesForEvent, type OrderEventLike } from './notices.js';
import { loadOrderMailContext, type OrderMailContext } from './order-context.js';
import type { SmsProvider } from './sms.js';
import { type NotificationDb, notificationDb } from './tables.js';

export interface NotifierDeps {
  db: Db;
  logger: Logger;
  now: () => Date;
  publicUrl: string;
  mailer: Mailer;
  sms: SmsProvider;
}

export type Channel = 'email' | 'sms';

interface Target {
  channel: Channel;
  recipient: string;
}

interface Planned {
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

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Sends the e-mails and SMS of orders. Every message is recorded in `notifications`; an automatic one is claimed
 * first under `<order id>:<kind>`, so several processes (each with its event worker) never send it
 * twice. A failing send is recorded and logged; it never touches the order.
 */
export class OrderNotifier {
  private readonly ndb: NotificationDb;

  constructor(private readonly deps: NotifierDeps) {
    this.ndb = notificationDb(deps.db);
  }

  /** The messages an order event asks for (see noticesForEvent); errors are logged, never thrown. */
  async handleEvent(event: OrderEventLike): Promise<void> {
    try {
      const kinds = expectedKinds(event);
      if (kinds !== null && (await this.allClaimed(event.orderId, kinds))) return;
      const context = await loadOrderMailContext(this.deps.db, event.orderId, this.deps.publicUrl);
      if (!context) return;
      const planned: Planned[] = [];
      for (const notice of noticesForEvent(event, context, orderStateOf(context.order))) {
        const target = targetOf(notice, context);
        if (target) planned.push({ notice, target, dedupeKey: `${context.order.id}:${notice.kind}` });
      }
      await this.deliverAll(context, planned);
    } catch (error) {
      this.deps.logger.error({ err: error, orderId: event.orderId, event: event.type }, 'order notification failed');
    }
  }

  private async allClaimed(orderId: number, kinds: string[]): Promise<boolean> {
    if (kinds.length === 0) return true;
    const rows = await this.ndb
      .selectFrom('notifications')
      .select('dedupeKey')
      .where(
        'dedupeKey',
        'in',
        kinds.map((kind) => `${orderId}:${kind}`),
      )
      .execute();
    return rows.length === kinds.length;
  }

  /** Staff resend of the customer's confirmation over one channel; null when the order has no such address. */
  async resendConfirmation(orderId: number, channel: Channel): Promise<NoticeResult | null> {
    const context = await loadOrderMailContext(this.deps.db, orderId, this.deps.publicUrl);
    if (!context) return null;
    const recipient = nonEmpty(channel === 'email' ? context.order.email : context.order.phone);
    if (!recipient) return null;
    const [result] = await this.deliverAll(context, [
      { notice: confirmationNotice, target: { channel, recipient }, dedupeKey: null },
    ]);
    return result ?? null;
  }

  /**
   * Claims every planned message in one statement (a taken dedupe key is skipped), sends the claimed ones side by
   * side and records their outcomes in one statement: two writes per event, not two per message.
   */
  private async deliverAll(context: OrderMailContext, planned: Planned[]): Promise<NoticeResult[]> {
    if (planned.length === 0) return [];
    const claims = await this.ndb
      .insertInto('notifications')
      .values(
        planned.map(({ notice, target, dedupeKey }) => ({
          orderId: context.order.id,
          kind: notice.kind,
          channel: target.channel,
          recipient: target.recipient,
          dedupeKey,
          status: 'sending' as const,
          createdAt: this.deps.now(),
        })),
      )
      .onConflict((oc) => oc.column('dedupeKey').doNothing())
      .returning(['id', 'dedupeKey'])
      .execute();
    // A resend (no dedupe key) comes alone; automatic messages are matched to their claims by key.
    const claimOf = (plan: Planned) =>
      plan.dedupeKey === null ? claims[0] : claims.find((claim) => claim.dedupeKey === plan.dedupeKey);
    const results = await Promise.all(
      planned.map(async (plan): Promise<NoticeResult & { id: number | null; error: string | null }> => {
        const claim = claimOf(plan);
        if (!claim) return { ...plan.target, id: null, status: 'skipped', error: null };
        try {
          return {
            ...plan.target,
            id: claim.id,
            status: await this.send(context, plan.notice, plan.target),
            error: null,
          };
        } catch (cause) {
          this.deps.logger.error(
            { err: cause, orderId: context.order.id, kind: plan.notice.kind, channel: plan.target.channel },
            'sending an order notification failed',
          );
          return { ...plan.target, id: claim.id, status: 'failed', error: errorText(cause) };
        }
      }),
    );
    await this.recordOutcomes(results);
    return results.map(({ channel, recipient, status }) => ({ channel, recipient, status }));
  }

  private async recordOutcomes(
    results: { id: number | null; status: NoticeResult['status']; error: string | null }[],
  ): Promise<void> {
    const rows = results.flatMap(({ id, status, error }) =>
      id === null ? [] : [sql`(${id}::integer, ${status}::text, ${error}::text)`],
    );
    if (rows.length === 0) return;
    await sql`
      update notifications
         set status = outcome.status, error = outcome.error, finished_at = ${this.deps.now()}
        from (values ${sql.join(rows)}) as outcome(id, status, error)
       where notifications.id = outcome.id`.execute(this.ndb);
  }

  private send(context: OrderMailContext, notice: Notice, target: Target): Promise<DeliveryResult> {
    if (target.channel === 'sms' && notice.sms) {
      return this.deps.sms.send({ to: target.recipient, text: notice.sms(context) });
    }
    return this.deps.mailer.send({ to: target.recipient, ...notice.email(context) }, context.shop.shopName);
  }
}

export const resendRefusals = {
  email: messages.mail.noEmailAddress,
  sms: messages.mail.noPhoneNumber,
} as const;
