import { redirectInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import { columnsEqual } from '../../infrastructure/crud/scope.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { checkRedirect } from './redirect-check.js';
import { guardRedirectChange } from './redirect-guard.js';

/**
 * Redirects by path; visitors (the storefront resolving an unknown path) read the enabled ones. A write is refused
 * (422, field error) when the target does not exist, a loop would form, or the path is a page (redirect-check.ts);
 * one another redirect leads to is not deleted, disabled or moved (409, redirect-guard.ts).
 */
export const redirectResource = defineResource({
  name: 'redirects',
  table: 'redirects',
  description: 'redirects',
  entitySchema: rowEntity(redirectInputSchema),
  schema: redirectInputSchema,
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  publicWhere: columnsEqual({ isEnabled: true }),
  filters: { path: { column: 'path', type: 'search' }, isEnabled: { column: 'isEnabled', type: 'boolean' } },
  sortable: ['path', 'statusCode', 'createdAt', 'updatedAt'],
  lookup: { param: 'path', column: 'path' },
  toColumns: (input) => columnsOf(input),
  guardChange: (trx, { id, input }) => guardRedirectChange(trx, id, input),
  checkWritten: (trx, { id, input }) => checkRedirect(trx, id, input),
  toEntities: rowsAsEntities,
});

export function redirectStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(redirectResource, deps, registry);
}
