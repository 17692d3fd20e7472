export * from './fonts.js';
export * from './image-template.js';
