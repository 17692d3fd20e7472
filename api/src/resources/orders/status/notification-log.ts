import type { Db } from '../../../db/database.js';

/** One e-mail or SMS of an order as the staff order detail lists it. */
export interface OrderNotificationEntry {
  id: number;
  /** What it was: 'confirmation', 'new-order', 'status:confirmed', …; a staff resend has no dedupe key. */
  kind: string;
  isResend: boolean;
  channel: 'email' | 'sms';
  recipient: string;
  status: 'sending' | 'sent' | 'logged' | 'failed';
  /** The gateway's errors of the attempts so far (technical text, for staff and operators). */
  error: string | null;
  attempts: number;
  createdAt: string;
  finishedAt: string | null;
  /** When a failed SMS is tried again (null: no retry due). */
  nextAttemptAt: string | null;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The order's notifications, newest first (at most 100: an order has a handful). */
export async function listOrderNotifications(db: Db, orderId: number): Promise<OrderNotificationEntry[]> {
  const rows = await db
    .selectFrom('notifications')
    .select([
      'id',
      'kind',
      'dedupeKey',
      'channel',
      'recipient',
      'status',
      'error',
      'attempts',
      'createdAt',
      'finishedAt',
      'nextAttemptAt',
    ])
    .where('orderId', '=', orderId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    isResend: row.dedupeKey === null,
    channel: row.channel,
    recipient: row.recipient,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    nextAttemptAt: row.status === 'sending' ? iso(row.nextAttemptAt) : null,
  }));
}
