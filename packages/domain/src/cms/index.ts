export * from './sanitize-content.js';
export * from './sections.js';
