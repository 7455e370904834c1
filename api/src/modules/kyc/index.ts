// What other modules may use from KYC: the module, and its events (the inbox writes the player's message).
export { KycModule } from './kyc.module.js';
export { kycEvents } from './events/kyc-events.js';
