import { imageTemplateInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { z } from 'zod';
import { requireStaff } from '../../infrastructure/auth/guards.js';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { imageTemplateRenderRoutes } from './render-routes.js';

export const imageTemplateResource = defineResource({
  name: 'image-templates',
  table: 'imageTemplates',
  description: 'image templates',
  entitySchema: rowEntity(imageTemplateInputSchema),
  schema: imageTemplateInputSchema,
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filters: { name: { column: 'name', type: 'search' } },
  sortable: ['name', 'identifier', 'createdAt', 'updatedAt'],
  lookup: { param: 'identifier', column: 'identifier' },
  toColumns: (input) => withJson(columnsOf(input), ['layers']),
  toEntities: rowsAsEntities,
});

/** CRUD plus GET /api/image-templates/{id}/layers (spec §7) and the renderings (render-routes.ts). */
export function imageTemplateStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  router.get('/image-templates/:id/layers', async (ctx) => {
    requireStaff(ctx);
    const row = await deps.db
      .selectFrom('imageTemplates')
      .select('layers')
      .where('id', '=', parseId(ctx.params.id))
      .executeTakeFirst();
    if (!row) throw AppError.notFound();
    sendData(ctx, row.layers);
  });
  registry.add({
    method: 'get',
    path: '/api/image-templates/{id}/layers',
    summary: 'Layers of an image template',
    tag: 'image-templates',
    access: 'staff',
    status: 200,
    answer: z.array(z.record(z.string(), z.unknown())),
  });
  router.use(imageTemplateRenderRoutes(deps).routes());
  router.use(crudRouter(imageTemplateResource, deps, registry).routes());
  return router;
}
