import { type Kysely, sql } from 'kysely';

/**
 * The back-office inbox of received contact and job forms (issue 24): a submission is marked done (when and by whom;
 * null: open). Submissions older than the config's `formRetentionMonths` (default 6) are removed with their files by
 * the retention job, which finds them through form_submissions_created_at_idx (migration 0016).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table form_submissions
    add column done_at timestamptz,
    add column done_by integer references users (id) on delete set null`.execute(db);
  await sql`create index form_submissions_open_idx on form_submissions (created_at desc) where done_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists form_submissions_open_idx`.execute(db);
  await sql`alter table form_submissions drop column done_by, drop column done_at`.execute(db);
}
