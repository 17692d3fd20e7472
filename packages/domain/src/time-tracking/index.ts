export * from './holidays-at.js';
export * from './transitions.js';
