export * from './content.js';
export * from './errors.js';
export * from './health.js';
export * from './realtime.js';
export * from './money.js';
export * from './wallet.js';
export * from './staff.js';
