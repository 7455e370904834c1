import type { ExchangeRecord } from './exchange-records.js';

/**
 * Back-office exchange risk views (issue 18): traders', risk's and admins' search of players' exchange bets
 * and the house's liability on markets not settled yet. Money: decimal strings in taka.
 */

/** open: its market not settled yet; settled: any result; won / lost / void: the bet's own result. */
export const exchangeStaffBetStatuses = ['open', 'settled', 'won', 'lost', 'void'] as const;
export type ExchangeStaffBetStatus = (typeof exchangeStaffBetStatuses)[number];

/** One bet as staff see it: the player's own record of it, and whose it is. */
export interface ExchangeStaffBet extends ExchangeRecord {
  player_id: string;
}

/** GET /api/admin/exchange/bets?player_id&event_id&market_id&status&from&to (Dhaka days, inclusive). */
export interface ExchangeStaffBetsAnswer {
  bets: ExchangeStaffBet[];
  /** 500 are listed at most (newest first): true when there may be more. */
  truncated: boolean;
}

/**
 * The house's result on a market if this outcome happens: a runner winning, or a fancy line ending in a range
 * of runs starting at `selection_id` (`name` "46-47", "48+"; Lottery and Odd/Even: one per last digit).
 */
export interface ExchangeLiabilityOutcome {
  selection_id: number;
  name: string;
  /** Signed: what the house wins (+) or pays (-) on its matched bets of the market. */
  house_pnl: string;
}

export interface ExchangeMarketLiability {
  market_id: string;
  event_id: string;
  event_name: string;
  market_name: 'Match Odds' | 'Bookmaker' | 'Fancy';
  /** The fancy line's title; the market's name otherwise. */
  title: string;
  outcomes: ExchangeLiabilityOutcome[];
  /** The house's worst case on the market (0.00 when no outcome loses). */
  worst: string;
  /** Players with matched bets against the house on it, and their stakes. */
  players: number;
  stake: string;
}

/** GET /api/admin/exchange/liability?event_id= : open markets with house bets, the largest worst case first. */
export interface ExchangeLiabilityAnswer {
  markets: ExchangeMarketLiability[];
  /** Per event: the sum of its markets' worst cases (each market settles on its own). */
  events: { event_id: string; event_name: string; worst: string; markets: number }[];
}
