export * from './constants.js';
export * from './log-schema.js';
export * from './privacy.js';
