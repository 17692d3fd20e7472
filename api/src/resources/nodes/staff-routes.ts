import type { Router } from '@koa/router';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { contentResource } from '../blocks/staff-routes.js';

export function nodeStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(contentResource('nodes'), deps, registry);
}
