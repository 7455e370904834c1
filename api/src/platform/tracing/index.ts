export { currentTraceparent, contextFromTraceparent } from './trace-carrier.js';
export { Tracing, failed } from './tracing.js';
