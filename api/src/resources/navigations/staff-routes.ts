import { navigationInputSchema, navigationItemTypes } from '@bestell/domain';
import type { Router } from '@koa/router';
import { z } from 'zod';
import type { NavigationItemDocument } from '../../db/schema.js';
import { isStaff } from '../../infrastructure/auth/actor.js';
import { entityFromInput } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { checkNavigationTargets } from './navigation-check.js';

/** Disabled items (and their children) are left out for visitors. */
export function enabledItems(items: NavigationItemDocument[]): NavigationItemDocument[] {
  return items
    .filter((item) => item.isEnabled)
    .map((item) => ({ ...item, children: enabledItems(item.children ?? []) }));
}

/** A menu item as stored (items saved before `suffix` existed have none). */
const navigationItemAnswer: z.ZodType = z.lazy(() =>
  z
    .object({
      type: z.enum(navigationItemTypes),
      target: z.string().nullable(),
      label: z.string(),
      suffix: z.string().nullable().optional(),
      isEnabled: z.boolean(),
      children: z.array(navigationItemAnswer),
    })
    .meta({ id: 'NavigationItem' }),
);

export const navigationResource = defineResource({
  name: 'navigations',
  table: 'navigations',
  description: 'navigations (menus of links)',
  entitySchema: entityFromInput(navigationInputSchema, {
    omit: ['items'],
    extend: { items: z.array(navigationItemAnswer), createdAt: z.string(), updatedAt: z.string() },
  }),
  schema: navigationInputSchema,
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  filters: { name: { column: 'name', type: 'search' } },
  sortable: ['identifier', 'name', 'createdAt', 'updatedAt'],
  lookup: { param: 'identifier', column: 'identifier' },
  toColumns: (input) => withJson(columnsOf(input), ['items']),
  checkWritten: (trx, { input }) => checkNavigationTargets(trx, input),
  toEntities: async (rows, _db, actor) =>
    rows.map((row) => ({
      ...row,
      items: isStaff(actor) ? row.items : enabledItems((row.items ?? []) as NavigationItemDocument[]),
    })),
});

export function navigationStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(navigationResource, deps, registry);
}
