export * from './own-links.js';
export * from './prompts.js';
export * from './requests.js';
export * from './site-draft.js';
export * from './usage-days.js';
