import { messages, tableInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { z } from 'zod';
import { checkRole } from '../../infrastructure/crud/access.js';
import { entityFromInput } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource } from '../../infrastructure/crud/define.js';
import { parseListQuery } from '../../infrastructure/crud/list-query.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import { columnsEqual, inVisibleBranch, loose, readCondition } from '../../infrastructure/crud/scope.js';
import type { Row } from '../../infrastructure/crud/types.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { pickQuery, queryParam } from '../../infrastructure/http/query-schema.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { tableQrCardRoutes } from './qr-cards.js';

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

/** A table as the API answers it: the branch as `{ id }`. */
const tableEntitySchema = entityFromInput(tableInputSchema, {
  omit: ['branchId'],
  extend: { branch: z.object({ id: z.number().int() }) },
});

export const tableResource = defineResource({
  name: 'tables',
  table: 'tables',
  description: 'tables of a branch',
  entitySchema: tableEntitySchema,
  schema: tableInputSchema,
  access: { read: 'public', create: 'branch', update: 'branch', delete: 'branch' },
  publicWhere: (eb) => eb.and([columnsEqual({ isEnabled: true })(eb), inVisibleBranch()(eb)]),
  branchScope: { kind: 'column', column: 'branchId' },
  branchIdsOf: (input) => [input.branchId],
  filters: {
    branch: { column: 'branchId', type: 'integer' },
    branchId: { column: 'branchId', type: 'integer' },
    identifier: { column: 'identifier', type: 'text' },
    isEnabled: { column: 'isEnabled', type: 'boolean' },
  },
  sortable: ['identifier', 'branchId', 'name', 'createdAt', 'updatedAt'],
  toColumns: (input) => columnsOf(input),
  toEntities: async (rows) => rows.map(toTable),
});

/**
 * CRUD plus GET /api/tables/by-identifier/{identifier}?branchId=: identifiers are unique per branch, so the branch
 * is needed when the identifier is readable in more than one branch (422 on branchId otherwise).
 */
export function tableStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  router.use(tableQrCardRoutes(deps).routes());
  const lookupFilters = { branchId: { column: 'branchId', type: 'integer' as const } };
  const lookupQuery = z.object({ branchId: queryParam('The table’s branch (an id).', /^[1-9]\d{0,9}$/) });
  router.get('/tables/by-identifier/:value', async (ctx) => {
    const actor = checkRole(ctx, tableResource.access.read);
    const { filters } = parseListQuery(pickQuery(lookupQuery, ctx.query), {
      sortable: [],
      filters: lookupFilters,
      defaultLimit: 1,
    });
    const condition = readCondition(actor, tableResource);
    let query = loose(deps.db)
      .selectFrom('tables')
      .selectAll()
      .where('identifier', '=', ctx.params.value ?? '');
    for (const filter of filters) query = query.where(filter.column, '=', filter.value);
    if (condition) query = query.where(condition);
    const rows = await query.orderBy('branchId').limit(2).execute();
    const [row] = rows;
    if (!row) throw AppError.notFound();
    if (rows.length > 1) {
      throw new AppError('validation', messages.validation.blank, { field: 'branchId', code: 'ambiguous' });
    }
    sendData(ctx, toTable(row));
  });
  registry.add({
    method: 'get',
    path: '/api/tables/by-identifier/{value}',
    summary: 'Find a table by identifier (with ?branchId= when several branches use it)',
    tag: 'tables',
    access: 'public',
    query: lookupQuery,
    status: 200,
    answer: tableEntitySchema,
  });
  router.use(crudRouter(tableResource, deps, registry).routes());
  return router;
}
