import { embedOriginInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { z } from 'zod';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { embedOriginListOf } from './origin-list.js';

/**
 * The websites allowed to embed the widgets (issue 15 point 5): admin CRUD under /api/embed-origins. The body's
 * origin is normalised to `scheme://host[:port]` (http or https, no path); a duplicate is refused (409 on `origin`).
 */
export const embedOriginResource = defineResource({
  name: 'embed-origins',
  table: 'embedOrigins',
  description: 'allowed embedding origins of the widgets (CORS allow-list)',
  entitySchema: rowEntity(embedOriginInputSchema),
  schema: embedOriginInputSchema,
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  filters: { origin: { column: 'origin', type: 'search' } },
  sortable: ['origin', 'createdAt', 'updatedAt'],
  toColumns: (input) => columnsOf(input),
  toEntities: rowsAsEntities,
});

/**
 * The CRUD routes plus `GET /api/embed-origins/public`: the bare list of allowed origins for anyone (the hosted
 * checkout decides with it whether a widget's `return` URL may be followed, contract 4).
 */
export function embedOriginStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  const list = embedOriginListOf(deps.db);
  router.get('/embed-origins/public', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    sendData(ctx, await list.list());
  });
  registry.add({
    method: 'get',
    path: '/api/embed-origins/public',
    summary: 'The allowed embedding origins (scheme://host[:port]) as a list of strings',
    tag: 'embed-origins',
    access: 'public',
    status: 200,
    answer: z.array(z.string()),
  });
  router.use(crudRouter(embedOriginResource, deps, registry).routes());
  return router;
}
