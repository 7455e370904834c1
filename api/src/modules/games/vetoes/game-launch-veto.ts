import { declareVetoActions } from '../../../platform/events/index.js';

declare module '../../../platform/events/veto-point.js' {
  interface VetoContexts {
    /**
     * A player asks to open a provider's game (POST /api/game-run), before a launch token is issued. Player
     * protection refuses it while a time-out or self-exclusion is in force (issue 16: log-in stays open to
     * withdraw and read messages, not to play), so the player is told why at once instead of meeting a game
     * whose every bet is refused.
     */
    'games.launch': { playerId: string; gameCode: string };
  }
}

export const gamesVetoActions = declareVetoActions(['games.launch']);
