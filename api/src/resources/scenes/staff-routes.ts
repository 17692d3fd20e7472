import { sceneInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { checkSceneStreams } from './scene-check.js';

/**
 * Scenes (issue 29.3, found by path like sites and redirects): a screen layout whose regions each play a stream.
 * Staff read them (the back-office, the CMS reference picker), admins write them. Deleting a scene puts its screens
 * back on the default full-screen layout (foreign key `on delete set null`).
 */
export const sceneResource = defineResource({
  name: 'scenes',
  table: 'scenes',
  description: 'scenes (signage screen layouts, found by path)',
  entitySchema: rowEntity(sceneInputSchema),
  schema: sceneInputSchema,
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filters: { name: { column: 'name', type: 'search' }, layout: { column: 'layout', type: 'text' } },
  sortable: ['path', 'name', 'createdAt', 'updatedAt'],
  lookup: { param: 'path', column: 'path' },
  toColumns: (input) => withJson(columnsOf(input), ['regions']),
  checkWritten: (trx, { input }) => checkSceneStreams(trx, input),
  toEntities: rowsAsEntities,
});

export function sceneStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(sceneResource, deps, registry);
}
