import { projectInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';

/**
 * Projects (issue 28.6): a name and a description that tasks are grouped by. Not branch data: every staff member
 * reads the list (to file and filter tasks), only admins create, change and delete projects. Deleting a project
 * keeps its tasks (they lose the project).
 */
export const projectResource = defineResource({
  name: 'projects',
  table: 'projects',
  description: 'projects',
  entitySchema: rowEntity(projectInputSchema),
  schema: projectInputSchema,
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filters: { name: { column: 'name', type: 'search' } },
  sortable: ['name', 'createdAt', 'updatedAt'],
  toColumns: (input) => columnsOf(input),
  toEntities: rowsAsEntities,
});

export function projectStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(projectResource, deps, registry);
}
