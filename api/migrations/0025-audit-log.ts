import { type Kysely, sql } from 'kysely';

/**
 * The audit log of every staff change (issue 24): `before` and `after` hold the entity as it was and as it became
 * (null for a create's before and a delete's after; secrets masked by the writer), `label` what it is about in a
 * few words ("Semmel"). `action` is no longer only create/update/delete: non-CRUD changes name theirs ("status",
 * "merge", …; lower-case words with hyphens). Indexes for the back-office filters (user, resource, newest first);
 * entries older than two years are removed by the retention job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table logs add column before jsonb, add column after jsonb, add column label text`.execute(db);
  await sql`alter table logs drop constraint if exists logs_action_check`.execute(db);
  await sql`alter table logs add constraint logs_action_check check (action ~ '^[a-z][a-z0-9-]{0,39}$')`.execute(db);
  await sql`create index logs_user_created_idx on logs (user_id, created_at desc)`.execute(db);
  await sql`create index logs_resource_created_idx on logs (resource, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists logs_resource_created_idx`.execute(db);
  await sql`drop index if exists logs_user_created_idx`.execute(db);
  await sql`delete from logs where action not in ('create', 'update', 'delete')`.execute(db);
  await sql`alter table logs drop constraint if exists logs_action_check`.execute(db);
  await sql`alter table logs add constraint logs_action_check check (action in ('create', 'update', 'delete'))`.execute(
    db,
  );
  await sql`alter table logs drop column label, drop column after, drop column before`.execute(db);
}
