export * from './holidays-at.js';
