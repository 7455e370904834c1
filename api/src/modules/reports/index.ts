// What other modules may use from reports.
export { ReportsModule } from './reports.module.js';
