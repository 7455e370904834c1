import { declareEvents } from '../../../platform/events/index.js';

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /**
     * A player's VIP level changed (committed with the roll-up that changed their lifetime points): the inbox
     * writes them a message. Names in both languages as they were at the time.
     */
    'vip.level-changed': {
      playerId: string;
      fromCode: string;
      toCode: string;
      toNameEn: string;
      toNameBn: string;
      direction: 'up' | 'down';
      lifetimePoints: number;
    };
    /** A player's points changed (a roll-up or a conversion committed): their socket hears the new standing. */
    'vip.points-changed': { playerId: string };
    /**
     * A week's cash-back was credited to the player's cash rewards (committed with the payout row and the
     * ledger's credit): the inbox writes them a message. Amounts in poisha as decimal strings.
     */
    'vip.cashback-paid': { playerId: string; weekStart: string; amountMinor: string; netLossMinor: string; rateBp: number };
  }
}

export const vipEvents = declareEvents('vip', ['vip.level-changed', 'vip.points-changed', 'vip.cashback-paid']);

export const vipStream = (playerId: string) => `vip-${playerId}`;
