import { type AutoPrintMode, deskSettingsOf } from '@bestell/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';
import { staffOrders } from '../orders/order-view.js';
import type { PairedDevice } from './credential.js';

/** When a desk prints a customer receipt by itself (device setting `autoPrint`); default: every placed order. */
export type AutoPrint = AutoPrintMode;

export function autoPrintOf(settings: Record<string, unknown>): AutoPrint {
  return deskSettingsOf(settings).autoPrint;
}

const pendingLimit = 50;

/** Which printer of the desk asks: its receipt printer (every document but labels) or its label printer. */
export type JobPrinter = 'receipt' | 'labels';

/**
 * Writes the automatic print jobs the device is owed: one customer receipt per order of its branch placed since the
 * pairing (and confirmed, with `autoPrint: 'confirmed'`), plus one 'labels' job when the desk has a label printer of
 * its own address; at most once per device, order and document (unique index). Run before the pending list is read,
 * so a desk that was away gets every job it missed, in one statement per document.
 */
export async function materializeAutoJobs(db: Db, device: PairedDevice, now: Date): Promise<void> {
  const settings = deskSettingsOf(device.settings);
  const mode = settings.autoPrint;
  if (mode === 'off') return;
  const documents = settings.labelLanguage && settings.labelPrinter ? ['customer', 'labels'] : ['customer'];
  for (const document of documents) {
    await sql`
      insert into print_jobs (order_id, branch_id, device_id, reason, document, created_at)
      select o.id, o.branch_id, ${device.id}, 'auto', ${document}, ${now}
      from orders o
      where o.branch_id = ${device.branchId}
        and o.placed_at >= ${device.pairedAt}
        and o.is_failed = false
        and (${mode} = 'placed' or o.is_confirmed = true)
        and not exists (
          select 1 from print_jobs p
          where p.device_id = ${device.id} and p.order_id = o.id and p.reason = 'auto' and p.document = ${document}
        )
      order by o.id
      on conflict (device_id, order_id, document) where reason = 'auto' do nothing`.execute(db);
  }
}

/**
 * The device's pending jobs for one of its printers, oldest first, each with the order in the staff shape (null for
 * test pages).
 */
export async function pendingJobs(deps: AppDeps, db: Db, device: PairedDevice, printer: JobPrinter = 'receipt') {
  await materializeAutoJobs(db, device, deps.now());
  const jobs = await db
    .selectFrom('printJobs')
    .select(['id', 'orderId', 'reason', 'document', 'attempts', 'createdAt', 'sentAt'])
    .where('deviceId', '=', device.id)
    .where('status', '=', 'pending')
    .where('document', printer === 'labels' ? '=' : '!=', 'labels')
    .orderBy('id')
    .limit(pendingLimit)
    .execute();
  const orderIds = [...new Set(jobs.flatMap((job) => (job.orderId === null ? [] : [job.orderId])))];
  const rows =
    orderIds.length === 0 ? [] : await deps.db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute();
  const orders = new Map((await staffOrders(deps.db, rows)).map((order) => [order.id, order]));
  return jobs.map((job) => ({
    id: job.id,
    reason: job.reason,
    document: job.document,
    attempts: job.attempts,
    createdAt: job.createdAt.toISOString(),
    sentAt: job.sentAt === null ? null : job.sentAt.toISOString(),
    order: job.orderId === null ? null : (orders.get(job.orderId) ?? null),
  }));
}

export const jobResultSchema = z.strictObject({
  status: z.enum(['sent', 'printed', 'failed']),
  error: z.string().max(500).optional(),
});

/**
 * The desk reports a job: `sent` (bytes about to go out: counts an attempt), `printed` (the printer took them) or
 * `failed` (given up). Idempotent: a printed job stays printed and a repeated report answers the same state; a job of
 * another device is 404.
 */
export async function reportJob(db: Db, device: PairedDevice, jobId: number, body: unknown, now: Date) {
  const job = await db
    .selectFrom('printJobs')
    .select(['id', 'status'])
    .where('id', '=', jobId)
    .where('deviceId', '=', device.id)
    .executeTakeFirst();
  if (!job) throw AppError.notFound();
  // The job must be this desk's before its body is read (authorisation before validation).
  const result = jobResultSchema.parse(body);
  if (job.status === 'pending') {
    const update =
      result.status === 'sent'
        ? db.updateTable('printJobs').set((eb) => ({ attempts: eb('attempts', '+', 1), sentAt: now }))
        : db.updateTable('printJobs').set({ status: result.status, finishedAt: now, error: result.error ?? null });
    await update.where('id', '=', jobId).where('status', '=', 'pending').execute();
  } else if (job.status === 'failed' && result.status === 'printed') {
    await db.updateTable('printJobs').set({ status: 'printed', finishedAt: now }).where('id', '=', jobId).execute();
  }
  const after = await db
    .selectFrom('printJobs')
    .select(['id', 'status', 'attempts', 'sentAt', 'finishedAt', 'error'])
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return {
    id: after.id,
    status: after.status,
    attempts: after.attempts,
    sentAt: after.sentAt === null ? null : after.sentAt.toISOString(),
    finishedAt: after.finishedAt === null ? null : after.finishedAt.toISOString(),
    error: after.error,
  };
}

/** A test page for the device (spec §7 POST /devices/{id}/test/print): a job without an order. */
export async function queueTestPage(db: Db, deviceId: number, branchId: number, now: Date) {
  return db
    .insertInto('printJobs')
    .values({ orderId: null, branchId, deviceId, reason: 'test', document: 'test', createdAt: now })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
}
