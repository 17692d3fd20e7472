export * from './customer-matching.js';
export * from './figures.js';
