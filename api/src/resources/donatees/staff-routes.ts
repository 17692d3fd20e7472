import { donateeInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { entityFromInput } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import { columnsEqual } from '../../infrastructure/crud/scope.js';
import type { Row } from '../../infrastructure/crud/types.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { donationRoutes } from './donations.js';

function toDonatee(row: Row) {
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    description: row.description,
    image: row.image,
    isEnabled: row.isEnabled,
    position: row.position,
  };
}

export const donateeResource = defineResource({
  name: 'donatees',
  table: 'donatees',
  description: 'donatees (charities)',
  entitySchema: entityFromInput(donateeInputSchema),
  schema: donateeInputSchema,
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  publicWhere: columnsEqual({ isEnabled: true }),
  filters: { name: { column: 'name', type: 'search' }, isEnabled: { column: 'isEnabled', type: 'boolean' } },
  sortable: ['position', 'name', 'identifier', 'createdAt', 'updatedAt'],
  lookup: { param: 'identifier', column: 'identifier' },
  toColumns: (input) => withJson(columnsOf(input), ['image']),
  toEntities: async (rows) => rows.map(toDonatee),
});

/** Standard CRUD of donatees plus GET /donatees/{id}/donations (admins). */
export function donateeStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  router.use(donationRoutes(deps, registry).routes());
  router.use(crudRouter(donateeResource, deps, registry).routes());
  return router;
}
