import { declareEvents } from '../../../platform/events/index.js';

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /**
     * Responsible-gaming staff recorded a "message" review action for a player (committed with it): the
     * inbox delivers the text to that player. `actionId` is the harm_review_actions row.
     */
    'player-protection.review-message-recorded': { actionId: string; playerId: string; text: string };
  }
}

/** Player protection's events: a review queue message, for the player's inbox (issue 20). */
export const playerProtectionEvents = declareEvents('player-protection', ['player-protection.review-message-recorded']);
