import { Query } from '@nestjs/cqrs';

export interface PendingKycSummary {
  count: number;
  /** Seconds since the oldest waiting submission; null when none waits. */
  oldestSeconds: number | null;
}

/** Identity documents waiting for staff's review (the back-office dashboard, issue 22), over the partial index of pending rows. */
export class PendingKycSummaryQuery extends Query<PendingKycSummary> {}
