// What other modules may use from operations: only the module (it serves staff routes and nothing else).
export { OperationsModule } from './operations.module.js';
