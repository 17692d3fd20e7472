export * from './board-order.js';
export * from './task-from-order.js';
export * from './task-schemas.js';
