// What other modules may use from operations: only the module (staff routes, metrics and a job; nothing to call).
export { OperationsModule } from './operations.module.js';
