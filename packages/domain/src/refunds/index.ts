export * from './refund-request.js';
export * from './refund-rules.js';
