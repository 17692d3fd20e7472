import { Router } from '@koa/router';
import { z } from 'zod';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import { defaultStaffLimit, parseListQuery } from '../../infrastructure/crud/list-query.js';
import { listQuerySchema } from '../../infrastructure/crud/list-query-schema.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { pickQuery } from '../../infrastructure/http/query-schema.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';

const filters = {
  resource: { column: 'resource', type: 'text' as const },
  resourceId: { column: 'resourceId', type: 'integer' as const },
  userId: { column: 'userId', type: 'integer' as const },
  action: { column: 'action', type: 'text' as const },
};

const logsQuerySchema = listQuerySchema({ sortable: ['createdAt'], filters, defaultLimit: defaultStaffLimit });

/** One entry of the audit log as stored. */
const logEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'update', 'delete']),
  resource: z.string(),
  resourceId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string().meta({ format: 'date-time' }),
});

/** The audit log (admins): newest first by default; filter by resource, resourceId, userId, action. */
export function logRoutes({ db }: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  router.get('/logs', async (ctx) => {
    requireAdmin(ctx);
    const query = parseListQuery(pickQuery(logsQuerySchema, ctx.query), {
      sortable: ['createdAt'],
      filters,
      defaultLimit: defaultStaffLimit,
    });
    let select = db.selectFrom('logs');
    for (const f of query.filters) {
      if (f.column === 'resource') select = select.where('resource', '=', String(f.value));
      if (f.column === 'resourceId') select = select.where('resourceId', '=', Number(f.value));
      if (f.column === 'userId') select = select.where('userId', '=', Number(f.value));
      if (f.column === 'action') select = select.where('action', '=', String(f.value) as 'create');
    }
    const { total } = await select.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
    const direction = query.sort[0]?.direction ?? 'desc';
    const rows = await select
      .selectAll()
      .orderBy('createdAt', direction)
      .orderBy('id', direction)
      .limit(query.limit)
      .offset(query.offset)
      .execute();
    ctx.set('X-Total-Count', String(total));
    sendData(ctx, rows);
  });
  router.get('/logs/:id', async (ctx) => {
    requireAdmin(ctx);
    const row = await db.selectFrom('logs').selectAll().where('id', '=', parseId(ctx.params.id)).executeTakeFirst();
    if (!row) throw AppError.notFound();
    sendData(ctx, row);
  });
  registry.add({
    method: 'get',
    path: '/api/logs',
    summary: 'List the audit log (who changed what, when)',
    tag: 'logs',
    access: 'admin',
    query: logsQuerySchema,
    status: 200,
    answer: z.array(logEntrySchema),
  });
  registry.add({
    method: 'get',
    path: '/api/logs/{id}',
    summary: 'Get an audit log entry',
    tag: 'logs',
    access: 'admin',
    status: 200,
    answer: logEntrySchema,
  });
  return router;
}
