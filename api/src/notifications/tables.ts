import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Tables of migration 0009 used by the notifications (kept here, so api/src/db/schema.ts stays untouched). */
export interface NotificationsTable {
  id: Generated<number>;
  orderId: number;
  kind: string;
  channel: 'email' | 'sms';
  recipient: string;
  /** Automatic notifications: `<order id>:<kind>`, unique; staff resends: null. */
  dedupeKey: string | null;
  status: 'sending' | 'sent' | 'logged' | 'failed';
  error: string | null;
  createdAt: ColumnType<Date, Date | string, Date | string>;
  finishedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface NotificationCursorTable {
  id: number;
  /** bigint, read as a string by pg. */
  lastEventId: ColumnType<string, string, string>;
}

export type NotificationTables = {
  notifications: NotificationsTable;
  notificationCursor: NotificationCursorTable;
};

export type NotificationDb = Kysely<DB & NotificationTables>;

export function notificationDb(db: Kysely<DB>): NotificationDb {
  return db.withTables<NotificationTables>();
}
