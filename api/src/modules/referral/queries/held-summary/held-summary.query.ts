import { Query } from '@nestjs/cqrs';

export interface HeldReferralsSummary {
  count: number;
  /** Seconds since the oldest held member signed up; null when none is held. */
  oldestSeconds: number | null;
}

/** Referrals held for staff's review (same phone, device or IP as the referrer): the back-office dashboard (issue 22). */
export class HeldReferralsSummaryQuery extends Query<HeldReferralsSummary> {}
