import { blockInputSchema, sanitizeContentDocument } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';

/**
 * Blocks and nodes: reusable CMS content, read by everyone, written by admins; found by identifier. Like a site's, the
 * content passes the rich-text allow-list on write and again on every read (a row written behind the API's back
 * cannot carry script into a page that shows the block).
 */
export function contentResource(name: 'blocks' | 'nodes') {
  return defineResource({
    name,
    table: name,
    description: name === 'blocks' ? 'blocks (reusable content)' : 'nodes (content tree entries)',
    entitySchema: rowEntity(blockInputSchema),
    schema: blockInputSchema,
    access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
    filters: { type: { column: 'type', type: 'text' }, name: { column: 'name', type: 'search' } },
    sortable: ['name', 'identifier', 'type', 'createdAt', 'updatedAt'],
    lookup: { param: 'identifier', column: 'identifier' },
    toColumns: (input) => withJson(columnsOf(input), ['content']),
    toEntities: async (rows) => rows.map((row) => ({ ...row, content: sanitizeContentDocument(row.content).value })),
  });
}

export function blockStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(contentResource('blocks'), deps, registry);
}
