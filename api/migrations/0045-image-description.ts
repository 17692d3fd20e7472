import { type Kysely, sql } from 'kysely';

/**
 * An image's description (issue 30 point 4): a generated image keeps its prompt here; staff see and edit it in the
 * media library, whose search also finds by it. Not part of the §3 image entity products and branches embed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table images add column description text check (length(description) <= 2000)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table images drop column if exists description`.execute(db);
}
