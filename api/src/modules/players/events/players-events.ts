import { declareEvents } from '../../../platform/events/index.js';

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /**
     * A player signed up (committed with their row). `referrerId` is the player whose referral code they gave,
     * if any. The sign-up's traces are given as SHA-256 digests (phone digits, user agent), never the values,
     * so the referral module can spot one person behind several accounts without holding their phone number.
     */
    'players.signed-up': {
      playerId: string;
      /** Shown (masked) to the referrer in their list of invited friends. */
      username: string;
      referrerId: string | null;
      /** The agent and affiliate codes given at sign-up, as given (absent on events from before issue 21's partners). */
      agentCode?: string | null;
      affiliateCode?: string | null;
      channel: 'mobile' | 'desktop' | 'seed';
      ip: string | null;
      phoneDigest: string;
      userAgentDigest: string | null;
    };
  }
}

export const playersEvents = declareEvents('players', ['players.signed-up']);

export const playerStream = (playerId: string) => `player-${playerId}`;
