import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type PrinterState = 'online' | 'offline' | 'paper-out' | 'unknown';
export type PrintJobReason = 'manual' | 'auto' | 'reprint' | 'test';
export type PrintDocument = 'customer' | 'kitchen' | 'test' | 'labels';

/** Tables and columns of migration 0013 (kept here, so api/src/db/schema.ts stays untouched). */
export interface DeviceCredentialsTable {
  deviceId: number;
  secretHash: string;
  pairedAt: Timestamp;
}

export interface DevicePairingCodesTable {
  codeHash: string;
  deviceId: number;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  createdAt: Timestamp;
}

export interface DeviceHealthTable {
  deviceId: number;
  seenAt: Timestamp;
  printerState: PrinterState;
  details: ColumnType<Record<string, unknown>, string, string>;
}

/** The columns 0013 adds to print_jobs (order_id becomes nullable: test pages have none; 0015 adds 'labels'). */
export interface DeskPrintJobsTable {
  id: Generated<number>;
  orderId: number | null;
  branchId: number;
  deviceId: number | null;
  status: Generated<'pending' | 'printed' | 'failed'>;
  createdAt: Timestamp;
  reason: Generated<PrintJobReason>;
  document: Generated<PrintDocument>;
  attempts: Generated<number>;
  sentAt: NullableTimestamp;
  finishedAt: NullableTimestamp;
  error: string | null;
}

/** Migration 0014: device tests waiting for the desk. */
export interface DeviceCommandsTable {
  id: Generated<number>;
  deviceId: number;
  kind: 'notification' | 'logs';
  status: Generated<'pending' | 'done' | 'failed'>;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  createdAt: Timestamp;
  finishedAt: NullableTimestamp;
}

export type DeskTables = Omit<DB, 'printJobs'> & {
  deviceCommands: DeviceCommandsTable;
  deviceCredentials: DeviceCredentialsTable;
  devicePairingCodes: DevicePairingCodesTable;
  deviceHealth: DeviceHealthTable;
  printJobs: DeskPrintJobsTable;
};

export type DeskDb = Kysely<DeskTables>;

/** The database with the desk tables; print_jobs seen with its 0013 columns. */
export function deskDb(db: Kysely<DB>): DeskDb {
  return db as unknown as DeskDb;
}
