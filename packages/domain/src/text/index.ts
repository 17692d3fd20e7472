export * from './date-format.js';
export * from './excerpt.js';
export * from './german-names.js';
export * from './slug.js';
