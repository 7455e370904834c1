// What other modules may use from Originals: the module, and the pure fairness functions.
export { OriginalsModule } from './originals.module.js';
export * from './domain/fairness/index.js';
