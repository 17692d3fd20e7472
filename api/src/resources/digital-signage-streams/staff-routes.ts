import { streamInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { checkSlideReferences, guardStreamDelete } from './slide-references.js';

/**
 * Signage streams (issue 29.2): an ordered list of slides. Staff read them (the back-office), admins write them;
 * screens get them resolved through their program (signage-program). A slide's reference must exist (422 on its
 * field); a stream a segment or scene still plays is not deleted (409).
 */
export const streamResource = defineResource({
  name: 'digital-signage-streams',
  table: 'digitalSignageStreams',
  description: 'digital signage streams (ordered slide lists)',
  entitySchema: rowEntity(streamInputSchema),
  schema: streamInputSchema,
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filters: { name: { column: 'name', type: 'search' } },
  sortable: ['name', 'createdAt', 'updatedAt'],
  toColumns: (input) => withJson(columnsOf(input), ['slides']),
  guardChange: async (trx, { id, input }) => {
    if (input === null) await guardStreamDelete(trx, id);
  },
  checkWritten: (trx, { input }) => checkSlideReferences(trx, input.slides),
  toEntities: rowsAsEntities,
});

export function streamStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(streamResource, deps, registry);
}
