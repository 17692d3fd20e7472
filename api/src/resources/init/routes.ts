import { Router } from '@koa/router';
import { z } from 'zod';
import { entityAnswerSchema } from '../../infrastructure/crud/answer-schema.js';
import { listPublic } from '../../infrastructure/crud/public-list.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { listPublicBranches } from '../branches/service.js';
import { branchResource } from '../branches/staff-routes.js';
import { listPublicCategories } from '../categories/service.js';
import { categoryResource } from '../categories/staff-routes.js';
import { getPublicConfig } from '../config/service.js';
import { divisionResource } from '../divisions/staff-routes.js';
import { donateeResource } from '../donatees/staff-routes.js';
import { listPublicMenus } from '../menus/service.js';
import { menuResource } from '../menus/staff-routes.js';
import { navigationResource } from '../navigations/staff-routes.js';
import { listPublicProducts } from '../products/service.js';
import { productResource } from '../products/staff-routes.js';
import { tableResource } from '../tables/staff-routes.js';
import { listTags } from '../tags/service.js';
import { tagResource } from '../tags/staff-routes.js';

/**
 * GET /api/init: everything the storefront needs before its first render, in one call — the public config and the
 * catalog (divisions, branches, menus, categories, products, tags, tables, navigations, donatees), exactly as the
 * single anonymous GETs answer them. Per-page content (sites, blocks, nodes) and the current user are loaded apart.
 */
export function initRoutes({ db }: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  router.get('/init', async (ctx) => {
    const [config, divisions, branches, menus, categories, products, tags, tables, navigations, donatees] =
      await Promise.all([
        getPublicConfig(db),
        listPublic(divisionResource, db),
        listPublicBranches(db),
        listPublicMenus(db),
        listPublicCategories(db),
        listPublicProducts(db),
        listTags(db),
        listPublic(tableResource, db),
        listPublic(navigationResource, db),
        listPublic(donateeResource, db),
      ]);
    sendData(ctx, { config, divisions, branches, menus, categories, products, tags, tables, navigations, donatees });
  });
  registry.add({
    method: 'get',
    path: '/api/init',
    summary: 'Everything the storefront loads at start (public config and catalog) in one call',
    tag: 'init',
    access: 'public',
    status: 200,
    answer: z.object({
      config: z.record(z.string(), z.unknown()),
      ...Object.fromEntries(
        (
          [
            ['divisions', divisionResource],
            ['branches', branchResource],
            ['menus', menuResource],
            ['categories', categoryResource],
            ['products', productResource],
            ['tags', tagResource],
            ['tables', tableResource],
            ['navigations', navigationResource],
            ['donatees', donateeResource],
          ] as const
        ).map(([name, resource]) => [name, z.array(entityAnswerSchema(resource) ?? z.unknown())]),
      ),
    }),
  });
  return router;
}
