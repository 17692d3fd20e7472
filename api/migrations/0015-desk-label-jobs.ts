import { type Kysely, sql } from 'kysely';

/**
 * Desk settings (issue 13): a desk may drive a second printer for labels. Its per-order item labels are print jobs
 * of their own (document 'labels'), so they are queued, retried and acknowledged like receipts; the automatic job
 * is then once per device, order and document. The settings themselves live in devices.settings (checked by the API).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table print_jobs drop constraint if exists print_jobs_document_check`.execute(db);
  await sql`alter table print_jobs add constraint print_jobs_document_check
    check (document in ('customer', 'kitchen', 'test', 'labels'))`.execute(db);
  await sql`drop index if exists print_jobs_auto_once_idx`.execute(db);
  await sql`create unique index print_jobs_auto_once_idx on print_jobs (device_id, order_id, document)
    where reason = 'auto'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from print_jobs where document = 'labels'`.execute(db);
  await sql`drop index if exists print_jobs_auto_once_idx`.execute(db);
  await sql`create unique index print_jobs_auto_once_idx on print_jobs (device_id, order_id) where reason = 'auto'`.execute(
    db,
  );
  await sql`alter table print_jobs drop constraint if exists print_jobs_document_check`.execute(db);
  await sql`alter table print_jobs add constraint print_jobs_document_check
    check (document in ('customer', 'kitchen', 'test'))`.execute(db);
}
