import { declareEvents } from '../../../platform/events/index.js';

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /**
     * A round of a provider game closed (a win with round_closed, or its last standing bet rolled back):
     * it shows in the player's betting record. Money as decimal strings of minor units; `betMinor` is
     * what stayed staked (bets less rollbacks).
     */
    'games.round-closed': {
      roundId: string;
      provider: string;
      providerRoundId: string;
      playerId: string;
      gameCode: string;
      betMinor: string;
      winMinor: string;
      closedAt: string;
    };
  }
}

export const gamesEvents = declareEvents('games', ['games.round-closed']);
