import {
  checkSiteDraft,
  type DraftCheck,
  draftSectionTypes,
  type SiteDraftRequest,
  siteDraftJsonSchema,
  sitePromptMessages,
  backofficeAiMessages as t,
} from '@bestell/domain';
import { json } from '../../db/schema.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import { AppError } from '../../kernel/app-error.js';
import { type AiCall, loggedCall } from './call.js';
import { shopFactsOf } from './shop-facts.js';
import { type SiteDraftEntity, toDraftEntity } from './site-drafts.js';

/**
 * A page draft (issue 30 point 2): the model answers JSON of the site type's sections; the answer is checked with the
 * domain's section schemas and sanitised (allow-list, own links only). An unusable answer is asked for once more,
 * then refused (422, German). A usable one is stored as a draft of the site, which stays as it is: only a person
 * taking sections over in the sections editor and saving the site publishes anything.
 */
export async function generateSiteDraft(
  call: AiCall,
  siteId: number,
  request: SiteDraftRequest,
): Promise<SiteDraftEntity> {
  const { db } = call.deps;
  const site = await db.selectFrom('sites').select(['id', 'name', 'type']).where('id', '=', siteId).executeTakeFirst();
  if (!site) throw AppError.notFound();
  const sectionTypes = draftSectionTypes(site.type);
  const schema = siteDraftJsonSchema(site.type);
  if (sectionTypes === null || schema === null) {
    throw new AppError('validation', t.unknownSiteType, { field: 'type', code: 'ai_unknown_site_type' });
  }
  const model = call.settings.model as string;
  const messages = sitePromptMessages({
    facts: await shopFactsOf(db),
    siteName: site.name,
    siteType: site.type,
    sectionTypes,
    brief: request.brief,
    tone: request.tone,
  });
  let content: Record<string, unknown> | null = null;
  for (let attempt = 0; attempt < 2 && content === null; attempt++) {
    const last: { check: DraftCheck } = { check: { ok: false, reason: 'not asked' } };
    await loggedCall(
      call,
      { kind: 'site', model, about: site.name },
      (signal) => call.provider.chat({ messages, schema: { name: 'site_draft', schema }, stream: true, signal }),
      (answer) => {
        last.check = checkSiteDraft(answer.text, site.type);
        return last.check.ok;
      },
    );
    const checked = last.check;
    if (checked.ok) content = checked.content;
    else call.deps.logger.info({ siteId, attempt, reason: checked.reason }, 'AI site draft refused');
  }
  if (content === null) throw new AppError('validation', t.invalidAnswer, { code: 'ai_invalid_answer' });
  const draftContent = content;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('siteDrafts')
      .values({
        siteId,
        content: json(draftContent),
        brief: request.brief,
        tone: request.tone,
        model,
        createdBy: call.actor.userId,
        createdAt: call.deps.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const entity = toDraftEntity(row);
    await recordAudit(trx, {
      actor: call.actor,
      action: 'create',
      resource: 'site-drafts',
      resourceId: row.id,
      label: site.name,
      after: { siteId, brief: request.brief, tone: request.tone, model },
      at: call.deps.now(),
    });
    return entity;
  });
}
