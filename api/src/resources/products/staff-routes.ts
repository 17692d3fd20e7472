import { type ProductInput, productInputSchema, productScopes } from '@bestell/domain';
import type { Router } from '@koa/router';
import { z } from 'zod';
import type { ProductRow } from '../../db/schema.js';
import { isStaff } from '../../infrastructure/auth/actor.js';
import { entityFromInput } from '../../infrastructure/crud/answer-schema.js';
import { defineResource, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import { columnsEqual } from '../../infrastructure/crud/scope.js';
import type { Row } from '../../infrastructure/crud/types.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { findBundleItems } from './repository.js';
import { toProduct } from './serialize.js';

/** A product body as its row (jsonb documents as JSON text); also used by the catalog import. */
export function productColumnsOf(input: ProductInput): Row {
  return withJson({ ...input }, ['alternativeUnits', 'pricing', 'images', 'schedule', 'config', 'content']);
}

/** Staff side of /api/products (the anonymous list stays in routes.ts). Bundle contents are not written here. */
export const productResource = defineResource({
  name: 'products',
  table: 'products',
  description: 'products',
  entitySchema: entityFromInput(productInputSchema, {
    omit: ['categoryId', 'pricing', 'position', 'content'],
    extend: {
      // Staff answers only (the anonymous catalog leaves them out).
      categoryId: z.number().int().nullable().optional(),
      position: z.number().int().optional(),
      // Bundles only: what one bundle holds.
      bundleItems: z.array(z.object({ product: z.object({ id: z.number().int() }), amount: z.string() })).optional(),
      content: z.object({
        scope: z.enum(productScopes),
        resellingPrice: z.string().nullable(),
        allergens: z.string().nullable(),
        duration: z.number().int().nullable(),
        category: z.object({ id: z.number().int() }).nullable(),
      }),
    },
  }),
  schema: productInputSchema,
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  publicWhere: columnsEqual({ isPublic: true, isEnabled: true }),
  publicListElsewhere: true,
  filters: {
    name: { column: 'name', type: 'search' },
    categoryId: { column: 'categoryId', type: 'integer' },
    type: { column: 'type', type: 'text' },
    isPublic: { column: 'isPublic', type: 'boolean' },
    isEnabled: { column: 'isEnabled', type: 'boolean' },
  },
  sortable: ['position', 'name', 'uid', 'price', 'createdAt', 'updatedAt'],
  toColumns: productColumnsOf,
  toEntities: async (rows, db, actor) => {
    const products = rows as unknown as ProductRow[];
    const bundleIds = products.filter((p) => p.type === 'bundle').map((p) => p.id);
    let items = await findBundleItems(db, bundleIds);
    if (!isStaff(actor) && items.length > 0) {
      const visible = await db
        .selectFrom('products')
        .select('id')
        .where(
          'id',
          'in',
          items.map((i) => i.productId),
        )
        .where('isPublic', '=', true)
        .where('isEnabled', '=', true)
        .execute();
      const visibleIds = new Set(visible.map((v) => v.id));
      items = items.filter((i) => visibleIds.has(i.productId));
    }
    return products.map((row) => {
      const product = toProduct(
        row,
        items.filter((i) => i.bundleId === row.id),
      );
      return isStaff(actor) ? { ...product, categoryId: row.categoryId, position: row.position } : product;
    });
  },
});

export function productStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(productResource, deps, registry);
}
