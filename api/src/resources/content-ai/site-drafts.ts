import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import { AppError } from '../../kernel/app-error.js';

/** A stored AI draft of a site as the API answers it. */
export const siteDraftEntitySchema = z.object({
  id: z.number().int(),
  siteId: z.number().int(),
  content: z.record(z.string(), z.unknown()).meta({ description: 'A content document of the site type (sanitised).' }),
  brief: z.string(),
  tone: z.enum(['sachlich', 'herzlich', 'kurz']),
  model: z.string(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string().meta({ format: 'date-time' }),
});
export type SiteDraftEntity = z.infer<typeof siteDraftEntitySchema>;

export function toDraftEntity(row: Selectable<DB['siteDrafts']>): SiteDraftEntity {
  return {
    id: row.id,
    siteId: row.siteId,
    content: row.content,
    brief: row.brief,
    tone: row.tone === 'herzlich' || row.tone === 'kurz' ? row.tone : 'sachlich',
    model: row.model,
    createdBy: row.createdBy,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** The newest drafts of a site (at most 10), newest first. */
export async function draftsOfSite(db: Db, siteId: number): Promise<SiteDraftEntity[]> {
  const site = await db.selectFrom('sites').select('id').where('id', '=', siteId).executeTakeFirst();
  if (!site) throw AppError.notFound();
  const rows = await db
    .selectFrom('siteDrafts')
    .selectAll()
    .where('siteId', '=', siteId)
    .orderBy('id', 'desc')
    .limit(10)
    .execute();
  return rows.map(toDraftEntity);
}

/** Discards a draft (the site is not touched). */
export async function deleteDraft(db: Db, id: number, actor: Actor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('siteDrafts').where('id', '=', id).returningAll().executeTakeFirst();
    if (!row) throw AppError.notFound();
    await recordAudit(trx, {
      actor,
      action: 'delete',
      resource: 'site-drafts',
      resourceId: id,
      label: row.brief.slice(0, 80),
      before: { siteId: row.siteId, brief: row.brief, tone: row.tone, model: row.model },
      at: now,
    });
  });
}
