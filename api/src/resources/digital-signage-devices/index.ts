export { notifyProgramChanged } from './live-feed.js';
export { requireSignageDevice, type SignageCaller } from './self-auth.js';
export { signageSelfRoutes } from './self-routes.js';
export { signageDeviceStaffRoutes } from './staff-routes.js';
