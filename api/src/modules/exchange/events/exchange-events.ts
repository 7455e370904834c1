import { declareEvents } from '../../../platform/events/index.js';

/**
 * The exchange's domain events (issue 18), appended to the outbox in the transaction that changes the book,
 * one stream per market (`exchange-market-<marketId>`), so reactors see a market's orders and matches in
 * order. With exchange_orders and exchange_fills they are the record the book can be rebuilt from;
 * settlement (a later part) starts from a result event the same way. Money: decimal strings of minor units;
 * prices: hundredths of the ladder price (250 for 2.5).
 */
declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    'exchange.order-placed': {
      orderId: string;
      playerId: string;
      marketId: string;
      eventId: string;
      selectionId: number;
      side: 'back' | 'lay';
      priceH: number;
      stake: string;
      currency: string;
    };
    /** One fill: a back met a lay at `priceH` for `stake`; a side without an order is the house market maker. */
    'exchange.order-matched': {
      marketId: string;
      selectionId: number;
      priceH: number;
      stake: string;
      takerOrderId: string;
      backOrderId: string | null;
      layOrderId: string | null;
      backPlayerId: string | null;
      layPlayerId: string | null;
    };
    /** A Yes / No bet on a fancy line against the house, matched in full when placed (line in runs, rate per 100). */
    'exchange.fancy-bet-placed': {
      betId: string;
      playerId: string;
      marketId: string;
      eventId: string;
      fancyId: string;
      side: 'yes' | 'no';
      line: number;
      rate: number;
      stake: string;
      currency: string;
    };
    'exchange.order-cancelled': { orderId: string; playerId: string; marketId: string; cancelled: string };
    /** The unmatched rest was taken out when the market was suspended or turned in play (the market's persistence). */
    'exchange.order-lapsed': {
      orderId: string;
      playerId: string;
      marketId: string;
      lapsed: string;
      reason: 'suspend' | 'inplay' | 'closed';
    };
    /** The hold of a player's worst-case loss on a market moved (recomputed after an order, a match, a cancel or a lapse). */
    'exchange.exposure-changed': { playerId: string; marketId: string; held: string; change: string };
    /**
     * A market's result was recorded (from the feed or a trader) or corrected (a new `version`): winners
     * (several share a dead heat) or void. Starts the settle job (reactor `exchange.settle-on-result`).
     */
    'exchange.market-resulted': {
      marketId: string;
      eventId: string;
      version: number;
      outcome: 'winners' | 'void';
      winners: number[];
      source: 'feed' | 'trader';
    };
    /** A market's result version was settled: money moved for `players` players; house result and commission of the market. */
    'exchange.market-settled': {
      marketId: string;
      eventId: string;
      version: number;
      players: number;
      housePnl: string;
      commission: string;
    };
    /**
     * A resettlement the player's main could not pay in full was recorded as owed (exchange_unpaid_resettlements):
     * the player is told (inbox). Stream `exchange-unpaid-<playerId>`.
     */
    'exchange.unpaid-resettlement-recorded': { unpaidId: string; playerId: string; marketId: string; owed: string; currency: string };
    /** What was owed is now paid in full (collected automatically or by finance): withdrawals open again; the player is told. */
    'exchange.unpaid-resettlement-cleared': { unpaidId: string; playerId: string; marketId: string; owed: string; currency: string };
  }
}

export const exchangeEvents = declareEvents('exchange', [
  'exchange.order-placed',
  'exchange.order-matched',
  'exchange.fancy-bet-placed',
  'exchange.order-cancelled',
  'exchange.order-lapsed',
  'exchange.exposure-changed',
  'exchange.market-resulted',
  'exchange.market-settled',
  'exchange.unpaid-resettlement-recorded',
  'exchange.unpaid-resettlement-cleared',
]);

export const marketStream = (marketId: string) => `exchange-market-${marketId}`;
/** One player's unpaid resettlements, in order: recorded, then cleared. */
export const unpaidStream = (playerId: string) => `exchange-unpaid-${playerId}`;
