import { sanitizeContentDocument, siteInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import { columnsEqual } from '../../infrastructure/crud/scope.js';
import type { Row } from '../../infrastructure/crud/types.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { checkSitePath, guardSiteChange } from './site-usage-check.js';

/**
 * Every read passes the content through the rich-text allow-list again (it was sanitised when written; a row written
 * behind the API's back, or before a rule was added, cannot carry script either). The storefront renders what the API
 * answers, so the browser needs no sanitiser of its own.
 */
async function sanitisedOnRead(rows: Row[]): Promise<Row[]> {
  return rows.map((row) => ({ ...row, content: sanitizeContentDocument(row.content).value }));
}

/** CMS pages. Anonymous visitors read published sites only; every staff member also reads drafts. */
export const siteResource = defineResource({
  name: 'sites',
  table: 'sites',
  description: 'sites (CMS pages)',
  entitySchema: rowEntity(siteInputSchema),
  schema: siteInputSchema,
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  publicWhere: columnsEqual({ isPublic: true }),
  filters: {
    type: { column: 'type', type: 'text' },
    name: { column: 'name', type: 'search' },
    isPublic: { column: 'isPublic', type: 'boolean' },
  },
  sortable: ['path', 'name', 'type', 'createdAt', 'updatedAt'],
  lookup: { param: 'path', column: 'path' },
  toColumns: (input) => withJson(columnsOf(input), ['content']),
  guardChange: (trx, { id, input }) => guardSiteChange(trx, id, input),
  checkWritten: (trx, { input }) => checkSitePath(trx, input),
  toEntities: sanitisedOnRead,
});

export function siteStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(siteResource, deps, registry);
}
