export * from './commands.js';
export * from './devices.js';
export * from './program.js';
export * from './scenes.js';
export * from './segment-input.js';
export * from './segments.js';
export * from './slides.js';
export * from './streams.js';
