import type { Router } from '@koa/router';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { absenceResource } from './resource.js';

export function absenceStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(absenceResource, deps, registry);
}
