export * from './content.js';
export * from './errors.js';
export * from './health.js';
export * from './realtime.js';
