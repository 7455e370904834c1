import { declareEvents } from '../../../platform/events/index.js';

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /** A player sent KYC documents (committed with the submission row). */
    'kyc.submitted': { playerId: string; submissions: number };
    /**
     * Staff decided a player's KYC (committed with the decision and its audit row): the inbox writes the player
     * a message. `reason`: staff's words for a rejection or a request for new documents, null on approval.
     */
    'kyc.reviewed': { playerId: string; decision: 'approved' | 'rejected' | 'requested_again'; reason: string | null };
  }
}

export const kycEvents = declareEvents('kyc', ['kyc.submitted', 'kyc.reviewed']);

export const kycStream = (playerId: string) => `kyc-${playerId}`;
