// What other modules may use from referral.
export { ReferralModule } from './referral.module.js';
export { referralEvents } from './events/referral-events.js';
