export type { AdminAccountState, UserChange, UserChangeRefusal } from './admin-safety.js';
export { adminRole, isActiveAdmin, userChangeRefusal } from './admin-safety.js';
