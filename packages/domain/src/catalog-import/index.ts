export * from './cells.js';
export * from './columns.js';
export * from './export-row.js';
export * from './row.js';
