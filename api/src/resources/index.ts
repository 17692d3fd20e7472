import type { Router } from '@koa/router';
import { RouteRegistry } from '../infrastructure/crud/registry.js';
import type { AppDeps } from '../infrastructure/deps.js';
import { holidayRoutes } from './absences/holiday-routes.js';
import { absenceStaffRoutes } from './absences/staff-routes.js';
import { analyticsLogRoutes } from './analytics-log/routes.js';
import { authRoutes } from './auth/routes.js';
import { blockStaffRoutes } from './blocks/staff-routes.js';
import { branchKeyRoutes } from './branch-keys/routes.js';
import { branchStaffRoutes } from './branches/staff-routes.js';
import { categoryStaffRoutes } from './categories/staff-routes.js';
import { configStaffRoutes } from './config/staff-routes.js';
import { contentAiRoutes } from './content-ai/routes.js';
import { customerStaffRoutes } from './customers/staff-routes.js';
import { departmentStaffRoutes } from './departments/staff-routes.js';
import { deviceStaffRoutes } from './devices/staff-routes.js';
import { signageDeviceStaffRoutes, signageSelfRoutes } from './digital-signage-devices/index.js';
import { segmentStaffRoutes } from './digital-signage-segments/staff-routes.js';
import { streamStaffRoutes } from './digital-signage-streams/staff-routes.js';
import { divisionStaffRoutes } from './divisions/staff-routes.js';
import { donateeStaffRoutes } from './donatees/staff-routes.js';
import { embedOriginStaffRoutes } from './embed-origins/staff-routes.js';
import { externalUserStaffRoutes } from './external-users/staff-routes.js';
import { fontRoutes } from './fonts/routes.js';
import { inboxRoutes } from './forms/inbox-routes.js';
import { formRoutes } from './forms/routes.js';
import { imageTemplateStaffRoutes } from './image-templates/staff-routes.js';
import { imageRoutes } from './images/routes.js';
import { initRoutes } from './init/routes.js';
import { logRoutes } from './logs/routes.js';
import { menuStaffRoutes } from './menus/staff-routes.js';
import { navigationStaffRoutes } from './navigations/staff-routes.js';
import { nodeStaffRoutes } from './nodes/staff-routes.js';
import { deskPauseAndProductionRoutes } from './online-pauses/device-routes.js';
import { onlinePauseRoutes } from './online-pauses/routes.js';
import { openApiRoutes } from './openapi/routes.js';
import { productionRoutes } from './production/routes.js';
import { productImportRoutes } from './products/import/routes.js';
import { productLabelRoutes } from './products/label-routes.js';
import { productStaffRoutes } from './products/staff-routes.js';
import { projectStaffRoutes } from './projects/staff-routes.js';
import { publicCatalogRoutes } from './public-catalog/routes.js';
import { readinessRoutes } from './readiness/routes.js';
import { redirectStaffRoutes } from './redirects/staff-routes.js';
import { sceneStaffRoutes } from './scenes/staff-routes.js';
import { setupRoutes } from './setup/routes.js';
import { signageProgramRoutes } from './signage-program/routes.js';
import { siteStaffRoutes } from './sites/staff-routes.js';
import { statisticsRoutes } from './statistics/routes.js';
import { tableStaffRoutes } from './tables/staff-routes.js';
import { tagStaffRoutes } from './tags/staff-routes.js';
import { taskStaffRoutes } from './tasks/staff-routes.js';
import { timeSheetRoutes } from './time-sheets/routes.js';
import { timeSheetTerminalRoutes } from './time-sheets/terminal-routes.js';
import { timeTrackingRouters } from './time-tracking/routers.js';
import { uploadRoutes } from './uploads/routes.js';
import { userStaffRoutes } from './users/staff-routes.js';
import { workingActivityRoutes } from './working-activities/routes.js';
import { workingScheduleStaffRoutes } from './working-schedules/staff-routes.js';
import { workingScheduleTerminalRoutes } from './working-schedules/terminal-routes.js';

/** Login, logout, the current user, login links and branch API keys; mounted first (GET /users/me before /users/{id}). */
export function authRouters(deps: AppDeps): Router[] {
  return [authRoutes(deps), branchKeyRoutes(deps), setupRoutes(deps)];
}

/**
 * Every resource router, mounted under /api by createApp, plus GET /api/openapi.json and /api/docs (which list
 * every route of /api, whoever mounted it). Order matters where a path is served twice: the staff CRUD router of a
 * cached catalog read comes first and hands anonymous visitors on (`publicListElsewhere`) to the cached public route.
 */
export function catalogRouters(deps: AppDeps): Router[] {
  const registry = new RouteRegistry();
  return [
    initRoutes(deps, registry),
    configStaffRoutes(deps, registry),
    onlinePauseRoutes(deps),
    ...timeTrackingRouters(deps),
    deskPauseAndProductionRoutes(deps),
    productionRoutes(deps),
    branchStaffRoutes(deps, registry),
    categoryStaffRoutes(deps, registry),
    productLabelRoutes(deps),
    productImportRoutes(deps),
    productStaffRoutes(deps, registry),
    menuStaffRoutes(deps, registry),
    tagStaffRoutes(deps, registry),
    // After the staff routers above: each hands anonymous list reads on to these.
    publicCatalogRoutes(deps),
    userStaffRoutes(deps, registry),
    workingScheduleStaffRoutes(deps, registry),
    workingScheduleTerminalRoutes(deps),
    absenceStaffRoutes(deps, registry),
    holidayRoutes(deps, registry),
    divisionStaffRoutes(deps, registry),
    departmentStaffRoutes(deps, registry),
    imageTemplateStaffRoutes(deps, registry),
    deviceStaffRoutes(deps, registry),
    tableStaffRoutes(deps, registry),
    siteStaffRoutes(deps, registry),
    contentAiRoutes(deps, registry),
    redirectStaffRoutes(deps, registry),
    embedOriginStaffRoutes(deps, registry),
    blockStaffRoutes(deps, registry),
    nodeStaffRoutes(deps, registry),
    navigationStaffRoutes(deps, registry),
    donateeStaffRoutes(deps, registry),
    signageDeviceStaffRoutes(deps, registry),
    signageSelfRoutes(deps),
    streamStaffRoutes(deps, registry),
    segmentStaffRoutes(deps, registry),
    sceneStaffRoutes(deps, registry),
    signageProgramRoutes(deps),
    customerStaffRoutes(deps, registry),
    externalUserStaffRoutes(deps, registry),
    projectStaffRoutes(deps, registry),
    taskStaffRoutes(deps, registry),
    logRoutes(deps, registry),
    statisticsRoutes(deps, registry),
    timeSheetRoutes(deps),
    timeSheetTerminalRoutes(deps),
    workingActivityRoutes(deps),
    fontRoutes(deps),
    uploadRoutes(deps),
    formRoutes(deps, registry),
    analyticsLogRoutes(deps, registry),
    inboxRoutes(deps),
    imageRoutes(deps),
    readinessRoutes(deps),
    openApiRoutes(registry),
  ];
}
