// What other modules may use from referral.
export { ReferralModule } from './referral.module.js';
export { referralEvents } from './events/referral-events.js';
/** Referrals held for review (the back-office dashboard). */
export { HeldReferralsSummaryQuery, type HeldReferralsSummary } from './queries/held-summary/held-summary.query.js';
