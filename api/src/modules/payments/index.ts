// What other modules may use from payments.
export { PaymentsModule } from './payments.module.js';
export { paymentsEvents, type DepositPromotionTerms } from './events/payments-events.js';
export { DepositsCountedQuery, type CountedDepositRow } from './queries/deposits-counted/deposits-counted.query.js';
export {
  PaymentActivityQuery,
  type DepositAttempt,
  type PaymentActivity,
  type WithdrawalAttempt,
} from './queries/payment-activity/payment-activity.query.js';
export {
  PendingPaymentsByAgeQuery,
  pendingAgeBuckets,
  type PendingAgeBucket,
  type PendingPaymentsRow,
} from './queries/pending-by-age/pending-by-age.query.js';
