import { type Menu, type MenuInput, menuInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { type Actor, actorOf, canActOnBranch, isStaff } from '../../infrastructure/auth/actor.js';
import { entityAnswerSchema, entityFromInput } from '../../infrastructure/crud/answer-schema.js';
import { defineResource, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { Row, Trx } from '../../infrastructure/crud/types.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { listPublicMenus } from './service.js';

function toMenu(row: Row, branchIds: number[]): Menu {
  const availableFrom = row.availableFrom;
  return {
    id: Number(row.id),
    name: String(row.name),
    availableFrom: availableFrom instanceof Date ? availableFrom.toISOString() : String(availableFrom),
    branches: branchIds.map((id) => ({ id })),
    catalog: row.catalog as Menu['catalog'],
  };
}

/** Staff see menus as stored; visitors the public projection (hidden branches, categories, products left out). */
async function toMenus(rows: Row[], db: Trx | Db, actor: Actor): Promise<Menu[]> {
  if (!isStaff(actor)) {
    const visible = new Map((await listPublicMenus(db)).map((menu) => [menu.id, menu]));
    return rows.flatMap((row) => visible.get(Number(row.id)) ?? []);
  }
  const ids = rows.map((r) => Number(r.id));
  const links =
    ids.length === 0
      ? []
      : await db.selectFrom('menuBranches').selectAll().where('menuId', 'in', ids).orderBy('branchId').execute();
  return rows.map((row) =>
    toMenu(
      row,
      links.filter((l) => l.menuId === row.id).map((l) => l.branchId),
    ),
  );
}

async function writeBranches(trx: Trx, id: number, input: MenuInput): Promise<void> {
  await trx.deleteFrom('menuBranches').where('menuId', '=', id).execute();
  const branchIds = [...new Set(input.branches.map((b) => b.id))];
  if (branchIds.length > 0) {
    await trx
      .insertInto('menuBranches')
      .values(branchIds.map((branchId) => ({ menuId: id, branchId })))
      .execute();
  }
}

/** Menus (product catalogues per branch). Employees manage menus whose branches are all their own. */
export const menuResource = defineResource({
  name: 'menus',
  table: 'menus',
  description: 'menus (catalogues of a branch from a date)',
  entitySchema: entityFromInput(menuInputSchema),
  schema: menuInputSchema,
  access: { read: 'public', create: 'branch', update: 'branch', delete: 'branch' },
  publicListElsewhere: true,
  publicWhere: (eb) =>
    eb(
      'id',
      'in',
      eb
        .selectFrom('menuBranches')
        .innerJoin('branches', 'branches.id', 'menuBranches.branchId')
        .select('menuBranches.menuId')
        .where('branches.isPublic', '=', true)
        .where('branches.isEnabled', '=', true),
    ),
  branchScope: { kind: 'link', table: 'menuBranches', ownerColumn: 'menuId' },
  branchIdsOf: (input) => input.branches.map((b) => b.id),
  branchField: 'branches',
  fieldOfColumn: { branchId: 'branches' },
  filters: { name: { column: 'name', type: 'search' } },
  sortable: ['availableFrom', 'name', 'createdAt', 'updatedAt'],
  toColumns: (input) =>
    withJson({ name: input.name, availableFrom: input.availableFrom, catalog: input.catalog }, ['catalog']),
  writeRelations: writeBranches,
  toEntities: toMenus,
});

/**
 * CRUD plus GET /api/branches/{id}/menus: the menus of one branch as stored for admins and the branch's employees,
 * otherwise a public branch's public menus (404 for a hidden branch).
 */
export function menuStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const { db } = deps;
  const router = new Router();
  router.get('/branches/:id/menus', async (ctx) => {
    const branchId = parseId(ctx.params.id);
    const actor = actorOf(ctx);
    // Visitors, and staff on a branch that is not theirs, see a public branch's public menus.
    if (!isStaff(actor) || !canActOnBranch(actor, branchId)) {
      const menus = (await listPublicMenus(db)).filter((menu) => menu.branches.some((b) => b.id === branchId));
      const branch = await db
        .selectFrom('branches')
        .select('id')
        .where('id', '=', branchId)
        .where('isPublic', '=', true)
        .where('isEnabled', '=', true)
        .executeTakeFirst();
      if (!branch) throw AppError.notFound();
      sendData(ctx, menus);
      return;
    }
    const rows = await db
      .selectFrom('menus')
      .selectAll()
      .where('id', 'in', db.selectFrom('menuBranches').select('menuId').where('branchId', '=', branchId))
      .orderBy('availableFrom')
      .orderBy('id')
      .execute();
    sendData(ctx, await toMenus(rows, db, actor));
  });
  registry.add({
    method: 'get',
    path: '/api/branches/{id}/menus',
    summary: 'Menus of a branch',
    tag: 'menus',
    access: 'public',
    status: 200,
    answer: z.array(entityAnswerSchema(menuResource) ?? z.unknown()),
  });
  router.use(crudRouter(menuResource, deps, registry).routes());
  return router;
}
