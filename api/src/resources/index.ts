import type { Router } from '@koa/router';
import type { AppDeps } from '../server/deps.js';
import { authRoutes } from './auth/routes.js';
import { branchKeyRoutes } from './branch-keys/routes.js';
import { branchRoutes } from './branches/routes.js';
import { categoryRoutes } from './categories/routes.js';
import { configRoutes } from './config/routes.js';
import { imageRoutes } from './images/routes.js';
import { menuRoutes } from './menus/routes.js';
import { productRoutes } from './products/routes.js';
import { tagRoutes } from './tags/routes.js';
import { uploadRoutes } from './uploads/routes.js';

/** Login, logout, the current user, login links and branch API keys; mounted first (GET /users/me before /users/{id}). */
export function authRouters(deps: AppDeps): Router[] {
  return [authRoutes(deps), branchKeyRoutes(deps)];
}

/** Every resource router, mounted under /api by createApp. Add new resources here. */
export function catalogRouters(deps: AppDeps): Router[] {
  return [
    configRoutes(deps),
    branchRoutes(deps),
    categoryRoutes(deps),
    productRoutes(deps),
    menuRoutes(deps),
    tagRoutes(deps),
    uploadRoutes(deps),
    imageRoutes(deps),
  ];
}
