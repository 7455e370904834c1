// What other modules may use from KYC: the module, its events (the inbox writes the player's message) and the pending summary query.
export { KycModule } from './kyc.module.js';
export { kycEvents } from './events/kyc-events.js';
/** Identity documents waiting for review (the back-office dashboard). */
export { PendingKycSummaryQuery, type PendingKycSummary } from './queries/pending-summary/pending-summary.query.js';
