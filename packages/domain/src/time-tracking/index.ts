export * from './holidays-at.js';
export * from './transitions.js';
export * from './schedules.js';
export * from './schedules-week.js';
