export * from './active-menu.js';
export * from './availability.js';
export * from './branch-search.js';
export * from './cart-validity.js';
export { isoDateTimeToEpochMs } from './instant.js';
export * from './menu-catalog.js';
export * from './schedule.js';
