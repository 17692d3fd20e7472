import type { ContactSubject } from '@bestell/domain';
import { Router } from '@koa/router';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parsePaging } from '../../infrastructure/http/paging.js';
import { pickQuery } from '../../infrastructure/http/query-schema.js';
import { downloadName } from '../../infrastructure/media/download-name.js';
import { mediaFor } from '../../infrastructure/media/media.js';
import { formFileKey } from '../../infrastructure/media/media-paths.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { sendStoredFile } from '../../infrastructure/media/send-file.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { inboxDefaultLimit, inboxMaxLimit, inboxQuerySchema, refuseUnknownQuery } from './inbox-query.js';
import { findSubmission, findSubmissionFile, listSubmissions } from './inbox-repository.js';
import { deleteSubmission, setSubmissionDone } from './inbox-service.js';

export const inboxBase = '/api/form-submissions';

async function detailOf(deps: AppDeps, id: number) {
  const found = await findSubmission(deps.db, id);
  if (!found) throw AppError.notFound();
  const { row, files } = found;
  const { doneBy, doneByUsername, ...fields } = row;
  return {
    ...fields,
    subject: fields.subject as ContactSubject,
    fileCount: files.length,
    doneBy: doneBy !== null && doneByUsername ? { id: doneBy, username: doneByUsername } : null,
    files: files.map((file) => ({
      id: file.id,
      name: downloadName(file.originalName, `datei-${file.id}`, file.extension),
      mimeType: file.mimeType,
      size: file.size,
      url: `${inboxBase}/${id}/files/${file.id}`,
    })),
  };
}

/**
 * The back-office inbox of received contact and job forms (issue 24, admins only): list with search, filters and
 * paging (X-Total-Count), a form with its files (downloads), mark done / open again, delete (files too). Forms older
 * than the config's `formRetentionMonths` are removed by the retention job (retention.ts). Documented in inbox-docs.ts.
 */
export function inboxRoutes(deps: AppDeps): Router {
  const router = new Router();
  const store = () => mediaFor(deps.config).stores.originals;

  router.get('/form-submissions', async (ctx) => {
    requireAdmin(ctx);
    const paging = parsePaging(ctx.query, { maxLimit: inboxMaxLimit, defaultLimit: inboxDefaultLimit });
    refuseUnknownQuery(ctx.query);
    const query = inboxQuerySchema.parse(pickQuery(inboxQuerySchema, ctx.query));
    const { total, rows } = await listSubmissions(deps.db, query, paging);
    ctx.set('X-Total-Count', String(total));
    sendData(ctx, rows);
  });
  router.get('/form-submissions/:id', async (ctx) => {
    requireAdmin(ctx);
    sendData(ctx, await detailOf(deps, parseId(ctx.params.id)));
  });
  router.get('/form-submissions/:id/files/:fileId', async (ctx) => {
    requireAdmin(ctx);
    const file = await findSubmissionFile(deps.db, parseId(ctx.params.id), parseId(ctx.params.fileId));
    if (!file) throw AppError.notFound();
    await sendStoredFile(ctx, store(), formFileKey(file.submissionId, file.id, file.extension), {
      contentType: file.mimeType,
      etag: file.sha256,
      cacheControl: 'private, no-store',
      disposition: {
        type: 'attachment',
        fileName: downloadName(file.originalName, `datei-${file.id}`, file.extension),
      },
    });
  });
  router.post('/form-submissions/:id/done', async (ctx) => {
    const actor = requireAdmin(ctx);
    const id = parseId(ctx.params.id);
    await setSubmissionDone(deps.db, actor, id, true, deps.now());
    sendData(ctx, await detailOf(deps, id));
  });
  router.post('/form-submissions/:id/reopen', async (ctx) => {
    const actor = requireAdmin(ctx);
    const id = parseId(ctx.params.id);
    await setSubmissionDone(deps.db, actor, id, false, deps.now());
    sendData(ctx, await detailOf(deps, id));
  });
  router.delete('/form-submissions/:id', async (ctx) => {
    const actor = requireAdmin(ctx);
    await deleteSubmission(deps.db, store(), actor, parseId(ctx.params.id), deps.now());
    ctx.status = 204;
  });

  return router;
}
