export * from './orders.js';
export * from './session.js';
