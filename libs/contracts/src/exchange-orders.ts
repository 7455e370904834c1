/**
 * Exchange orders (issue 18): back and lay orders on a match odds market, matched in an order book with
 * price-time priority; the player's worst-case loss over the market (exposure) is held from the main
 * balance. Amounts are decimal strings with two places ("100.00"); prices are ladder decimal odds (2.5).
 */

export const exchangeOrderSides = ['back', 'lay'] as const;
export type ExchangeOrderSide = (typeof exchangeOrderSides)[number];

/** open: some stake still waits unmatched; matched: all of it matched; cancelled / lapsed: the unmatched rest was taken out (any matched part stands). */
export type ExchangeOrderStatus = 'open' | 'matched' | 'cancelled' | 'lapsed';

/** POST /api/exchange/orders */
export interface PlaceExchangeOrderRequest {
  market_id: string;
  selection_id: number;
  side: ExchangeOrderSide;
  /** A price on the ladder (1.01 - 1000). */
  price: number;
  /** The backer's stake (for a lay, the stake it accepts; its liability is stake x (price - 1)). */
  stake: string;
  /** The client's id for this order: a repeat with the same key answers the first order and places nothing. */
  idempotency_key: string;
}

export interface ExchangeOrderView {
  order_id: string;
  market_id: string;
  event_id: string;
  selection_id: number;
  side: ExchangeOrderSide;
  /** The price asked. */
  price: number;
  stake: string;
  matched: string;
  /** Still waiting in the book. */
  remaining: string;
  /** Average price of the matched part (at or better than asked), null before any match. */
  avg_price: number | null;
  status: ExchangeOrderStatus;
  /** ISO 8601. */
  created_at: string;
}

/** A player's position per runner from matched bets: what they win (positive) or lose if that runner wins. */
export interface ExchangeRunnerPosition {
  selection_id: number;
  pnl: string;
}

/** POST /api/exchange/orders, POST /api/exchange/orders/{orderId}/cancel */
export interface ExchangeOrderAnswer {
  order: ExchangeOrderView;
  /** The player's worst-case loss on the market now, held from the main balance. */
  exposure: string;
  /** Main balance after the hold moved. */
  balance: string;
  message: string;
}

/** GET /api/exchange/orders?market_id= : the caller's orders on a market, newest first. */
export interface ExchangeMyOrdersAnswer {
  market_id: string;
  orders: ExchangeOrderView[];
  exposure: string;
  positions: ExchangeRunnerPosition[];
}

/** Yes / No on a fancy (session) line (issue 18). */
export const exchangeFancySides = ['yes', 'no'] as const;
export type ExchangeFancySide = (typeof exchangeFancySides)[number];

/** A fancy bet as its player sees it: matched in full by the house when placed. */
export interface ExchangeFancyBetView {
  bet_id: string;
  /** `fancy:<fancy id>`: the line's market (its hold and settlement). */
  market_id: string;
  event_id: string;
  fancy_id: string;
  title: string;
  side: ExchangeFancySide;
  /** The run line taken (No wins under it, Yes at or over it; the last digit for Lottery, 1 odd / 0 even for Odd/Even). */
  line: number;
  /** Per 100: what a win pays on each 100 staked. */
  rate: number;
  stake: string;
  /** stake x rate / 100. */
  profit: string;
  /** The stake. */
  liability: string;
  created_at: string;
}

/** POST /api/exchange/fancy-bets */
export interface ExchangeFancyBetAnswer {
  bet: ExchangeFancyBetView;
  /** The player's worst-case loss on the line now, held from the main balance. */
  exposure: string;
  /** Main balance after the hold moved. */
  balance: string;
  message: string;
}

/** POST /api/exchange/bookmaker-bets: a back or lay against the house at the per-100 rate shown. */
export interface PlaceBookmakerBetRequest {
  /** 2.<eventId> */
  market_id: string;
  selection_id: number;
  side: ExchangeOrderSide;
  /** The per-100 rate shown (45: a back of 100 wins 45). */
  rate: number;
  stake: string;
  idempotency_key: string;
}

/** POST /api/exchange/fancy-bets: Yes or No on a fancy line at the line and per-100 rate shown. */
export interface PlaceFancyBetRequest {
  event_id: string;
  fancy_id: string;
  side: ExchangeFancySide;
  line: number;
  rate: number;
  stake: string;
  idempotency_key: string;
}
