export * from './buckets.js';
export * from './order-origin.js';
