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
