import { Query } from '@nestjs/cqrs';

/** Age buckets of open payment requests, in seconds since they were asked for: [0, 5 min), [5, 30 min), [30 min, 2 h), 2 h and more. */
export const pendingAgeThresholdsSeconds = [300, 1800, 7200] as const;
export const pendingAgeBuckets = ['0-5m', '5-30m', '30m-2h', '2h+'] as const;
export type PendingAgeBucket = (typeof pendingAgeBuckets)[number];

/** Open requests of one kind and status in one age bucket, and the oldest one's age. */
export interface PendingPaymentsRow {
  kind: 'deposit' | 'withdrawal';
  /** deposit: pending (finance to decide) or approving (approved, being credited); withdrawal: holding or pending. */
  status: string;
  age: PendingAgeBucket;
  count: number;
  oldestSeconds: number;
}

/**
 * Deposits and withdrawals not yet decided or settled, counted by age (operations' metrics). Two
 * aggregate reads over the partial indexes of open requests; ages from the database's clock.
 */
export class PendingPaymentsByAgeQuery extends Query<PendingPaymentsRow[]> {}
