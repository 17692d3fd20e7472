export * from './orders.js';
export * from './refunds.js';
export * from './session.js';
