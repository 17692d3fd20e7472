import { tableInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { columnsOf, defineResource } from '../../crud/define.js';
import type { RouteRegistry } from '../../crud/registry.js';
import { crudRouter } from '../../crud/router.js';
import { columnsEqual, inVisibleBranch } from '../../crud/scope.js';
import type { Row } from '../../crud/types.js';
import type { AppDeps } from '../../server/deps.js';

/** Spec §3 Table: identifier and branch (plus name, seats, isEnabled). Identifiers are unique per branch. */
export function toTable(row: Row) {
  return {
    id: row.id,
    identifier: row.identifier,
    branch: { id: row.branchId },
    name: row.name,
    seats: row.seats,
    isEnabled: row.isEnabled,
  };
}

export const tableResource = defineResource({
  name: 'tables',
  table: 'tables',
  description: 'tables of a branch',
  schema: tableInputSchema,
  access: { read: 'public', create: 'branch', update: 'branch', delete: 'branch' },
  publicWhere: (eb) => eb.and([columnsEqual({ isEnabled: true })(eb), inVisibleBranch()(eb)]),
  branchScope: { kind: 'column', column: 'branchId' },
  branchIdsOf: (input) => [input.branchId],
  filters: {
    branchId: { column: 'branchId', type: 'integer' },
    identifier: { column: 'identifier', type: 'text' },
    isEnabled: { column: 'isEnabled', type: 'boolean' },
  },
  sortable: ['identifier', 'branchId', 'name', 'createdAt', 'updatedAt'],
  toColumns: (input) => columnsOf(input),
  toEntities: async (rows) => rows.map(toTable),
});

export function tableStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(tableResource, deps, registry);
}
