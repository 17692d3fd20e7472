export * from './frontend-tools.js';
export * from './navigation-links.js';
