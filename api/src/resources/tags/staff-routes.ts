import { tagInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { z } from 'zod';
import { entityFromInput } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';

export const tagResource = defineResource({
  name: 'tags',
  table: 'tags',
  description: 'tags',
  // The anonymous (cached) list leaves the position out.
  entitySchema: entityFromInput(tagInputSchema, {
    omit: ['position'],
    extend: { position: z.number().int().optional() },
  }),
  schema: tagInputSchema,
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  publicListElsewhere: true,
  filters: { name: { column: 'name', type: 'search' } },
  sortable: ['position', 'name', 'createdAt', 'updatedAt'],
  toColumns: (input) => withJson(columnsOf(input), ['image']),
  toEntities: async (rows) => rows.map((r) => ({ id: r.id, name: r.name, image: r.image, position: r.position })),
});

export function tagStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(tagResource, deps, registry);
}
