export * from './content-references.js';
export * from './frontend-tools.js';
export * from './map-links.js';
export * from './navigation-links.js';
export * from './redirect-rules.js';
