import { segmentInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';

/**
 * Signage segments (issue 29.2): which stream plays when, for one screen, a group or every screen. Filters: device,
 * group, stream. The stream and the screen are foreign keys: a missing one is a 422 on `streamId` / `deviceId`.
 */
export const segmentResource = defineResource({
  name: 'digital-signage-segments',
  table: 'digitalSignageSegments',
  description: 'digital signage segments (which stream plays when)',
  entitySchema: rowEntity(segmentInputSchema),
  schema: segmentInputSchema,
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  filters: {
    deviceId: { column: 'deviceId', type: 'integer' },
    groupName: { column: 'groupName', type: 'text' },
    streamId: { column: 'streamId', type: 'integer' },
    name: { column: 'name', type: 'search' },
  },
  sortable: ['priority', 'name', 'fromTime', 'createdAt', 'updatedAt'],
  toColumns: (input) => columnsOf(input),
  toEntities: rowsAsEntities,
});

export function segmentStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(segmentResource, deps, registry);
}
