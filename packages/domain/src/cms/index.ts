export * from './entry-fields.js';
export * from './fields.js';
export * from './sanitize-content.js';
export * from './section-fields.js';
export * from './sections.js';
