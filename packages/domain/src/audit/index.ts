export * from './diff.js';
export * from './label.js';
export * from './retention.js';
export * from './secrets.js';
