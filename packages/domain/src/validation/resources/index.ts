export * from './branches.js';
export * from './catalog.js';
export * from './cms.js';
export * from './common.js';
export * from './config.js';
export * from './people.js';
