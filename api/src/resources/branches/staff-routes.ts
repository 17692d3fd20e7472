import { type BranchInput, branchInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { BranchRow } from '../../db/schema.js';
import { isStaff } from '../../infrastructure/auth/actor.js';
import { entityFromInput } from '../../infrastructure/crud/answer-schema.js';
import { defineResource, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import { columnsEqual } from '../../infrastructure/crud/scope.js';
import type { Row, Trx } from '../../infrastructure/crud/types.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { guardBranchDelete } from './branch-usage-check.js';
import { findBranchTags, findDeliveryAreas } from './repository.js';
import { toBranch, toDeliveryArea } from './serialize.js';

function toColumns(input: BranchInput): Row {
  const { tags: _tags, deliveryAreas: _areas, isATMCardEnabled, ...columns } = input;
  return withJson({ ...columns, isAtmCardEnabled: isATMCardEnabled }, [
    'images',
    'logo',
    'openingHours',
    'deliveryHours',
  ]);
}

async function writeRelations(trx: Trx, id: number, input: BranchInput): Promise<void> {
  await trx.deleteFrom('deliveryAreas').where('branchId', '=', id).execute();
  if (input.deliveryAreas.length > 0) {
    await trx
      .insertInto('deliveryAreas')
      .values(
        input.deliveryAreas.map((area, position) => ({
          branchId: id,
          area: area.area,
          price: area.price,
          tax: area.tax,
          isFree: area.free,
          freeFromOrderValue: area.freeFromOrderValue,
          minimumOrderValue: area.minimumOrderValue,
          position,
        })),
      )
      .execute();
  }
  await trx.deleteFrom('branchTags').where('branchId', '=', id).execute();
  const tagIds = [...new Set(input.tags.map((t) => t.id))];
  if (tagIds.length > 0) {
    await trx
      .insertInto('branchTags')
      .values(tagIds.map((tagId) => ({ branchId: id, tagId })))
      .execute();
  }
}

async function toEntities(rows: Row[], db: Trx | Db, actor: Parameters<typeof isStaff>[0]) {
  const branchRows = rows as unknown as BranchRow[];
  const ids = branchRows.map((r) => r.id);
  const [areas, tags] = await Promise.all([findDeliveryAreas(db, ids), findBranchTags(db, ids)]);
  return branchRows.map((row) => {
    const branch = toBranch(
      row,
      tags.filter((t) => t.branchId === row.id).map((t) => t.tagId),
      areas.filter((a) => a.branchId === row.id).map(toDeliveryArea),
    );
    return isStaff(actor) ? { ...branch, divisionId: row.divisionId, position: row.position } : branch;
  });
}

/**
 * Staff side of /api/branches (the anonymous list stays in routes.ts). Employees read and update their own
 * branches (plus read the public ones); creating and deleting branches is for admins.
 */
export const branchResource = defineResource({
  name: 'branches',
  table: 'branches',
  description: 'branches',
  entitySchema: entityFromInput(branchInputSchema, {
    omit: ['divisionId', 'position'],
    extend: { divisionId: z.number().int().nullable().optional(), position: z.number().int().optional() },
  }),
  schema: branchInputSchema,
  access: { read: 'public', create: 'admin', update: 'branch', delete: 'admin' },
  publicWhere: columnsEqual({ isPublic: true, isEnabled: true }),
  publicListElsewhere: true,
  branchScope: { kind: 'self' },
  filters: {
    name: { column: 'name', type: 'search' },
    city: { column: 'city', type: 'search' },
    divisionId: { column: 'divisionId', type: 'integer' },
    isPublic: { column: 'isPublic', type: 'boolean' },
    isEnabled: { column: 'isEnabled', type: 'boolean' },
  },
  sortable: ['position', 'name', 'identifier', 'city', 'createdAt', 'updatedAt'],
  lookup: { param: 'identifier', column: 'identifier' },
  fieldOfColumn: { tagId: 'tags', area: 'deliveryAreas' },
  toColumns,
  guardChange: (trx, { id, input }) => guardBranchDelete(trx, id, input === null),
  writeRelations,
  toEntities,
});

export function branchStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(branchResource, deps, registry);
}
