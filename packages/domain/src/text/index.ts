export * from './date-format.js';
export * from './excerpt.js';
export * from './german-names.js';
export * from './markdown-source.js';
export * from './rich-text.js';
export * from './safe-url.js';
export * from './slug.js';
