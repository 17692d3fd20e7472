import { Router } from '@koa/router';
import { z } from 'zod';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parsePaging } from '../../infrastructure/http/paging.js';
import { pickQuery } from '../../infrastructure/http/query-schema.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { logEntrySchema, logListEntrySchema } from './answer.js';
import { logQuerySchema, logsDefaultLimit, logsMaxLimit } from './query.js';
import { findLog, listLogs } from './repository.js';

/**
 * The audit log (admins only, spec §7 GET /logs and /logs/{id}): every staff change with who, when, what and
 * before → after. The list is paged (X-Total-Count) and searchable; entries older than two years are removed by
 * the retention job (infrastructure/audit/retention.ts).
 */
export function logRoutes({ db }: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  router.get('/logs', async (ctx) => {
    requireAdmin(ctx);
    const paging = parsePaging(ctx.query, { maxLimit: logsMaxLimit, defaultLimit: logsDefaultLimit });
    const query = logQuerySchema.parse(pickQuery(logQuerySchema, ctx.query));
    const { total, entries } = await listLogs(db, query, paging);
    ctx.set('X-Total-Count', String(total));
    sendData(ctx, entries);
  });
  router.get('/logs/:id', async (ctx) => {
    requireAdmin(ctx);
    const row = await findLog(db, parseId(ctx.params.id));
    if (!row) throw AppError.notFound();
    sendData(ctx, row);
  });
  registry.add({
    method: 'get',
    path: '/api/logs',
    summary: 'List the audit log (who changed what, when; search, filters, paging; total in X-Total-Count)',
    tag: 'logs',
    access: 'admin',
    query: logQuerySchema,
    status: 200,
    answer: z.array(logListEntrySchema),
  });
  registry.add({
    method: 'get',
    path: '/api/logs/{id}',
    summary: 'Get an audit log entry with the entity before and after the change',
    tag: 'logs',
    access: 'admin',
    status: 200,
    answer: logEntrySchema,
  });
  return router;
}
