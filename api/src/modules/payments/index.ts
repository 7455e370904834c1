// What other modules may use from payments.
export { PaymentsModule } from './payments.module.js';
export { paymentsEvents, type DepositPromotionTerms } from './events/payments-events.js';
export { DepositsCountedQuery, type CountedDepositRow } from './queries/deposits-counted/deposits-counted.query.js';
/** A player's credited deposits in total (KYC's lifetime-deposits rule). */
export { LifetimeDepositsQuery } from './queries/lifetime-deposits/lifetime-deposits.query.js';
/** A staff route of another module that moves money takes an Idempotency-Key the same way (its module provides both classes). */
export { IdempotentMoneyMove, StaffIdempotencyInterceptor } from './http/staff-idempotency.js';
export { StaffIdempotencyRepository } from './persistence/staff-idempotency.repository.js';
/** The 'payments.withdrawal-request' veto point (a module that may refuse a withdrawal registers a @Veto on it). */
export { paymentsVetoActions } from './vetoes/withdrawal-request-veto.js';
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
