// What other modules may use from payments.
export { PaymentsModule } from './payments.module.js';
