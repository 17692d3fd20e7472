import { type Kysely, sql } from 'kysely';

/** The background colour of an image template (issue 24 point 2); its layers are drawn on it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table image_templates
    add column background text not null default '#ffffff' check (background ~ '^#[0-9a-f]{6}$')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table image_templates drop column if exists background`.execute(db);
}
