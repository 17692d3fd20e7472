export * from './production-list.js';
export * from './quantity.js';
