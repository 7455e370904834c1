/**
 * The exchange's order vocabulary, pure. Prices are ladder prices in hundredths (250 for 2.50), so every
 * comparison and liability is integer arithmetic; stakes are minor units (poisha) as bigint. A lay order's
 * stake is the backer's stake it offers to accept, as on Betfair: its liability is stake x (price - 1).
 */
export type OrderSide = 'back' | 'lay';

export interface RestingOrder {
  orderId: string;
  /** A player's id, or the house market maker's (`houseMarketMaker`). */
  ownerId: string;
  selectionId: number;
  side: OrderSide;
  /** Hundredths of the ladder price the owner asked for. */
  priceH: number;
  /** The part not yet matched (minor units, > 0 while it rests). */
  remaining: bigint;
  /** Time priority: lower came first. */
  seq: number;
}

/** An order arriving at the book (its whole stake unmatched so far). */
export type IncomingOrder = Omit<RestingOrder, 'remaining'> & { stake: bigint };

/** One fill: the taker met a resting maker at the maker's price, for `stake` (backer's stake). */
export interface Fill {
  takerOrderId: string;
  makerOrderId: string;
  backOrderId: string;
  layOrderId: string;
  backOwnerId: string;
  layOwnerId: string;
  selectionId: number;
  priceH: number;
  stake: bigint;
}

/** A matched bet as exposure sees it: one side of a fill. */
export interface MatchedBet {
  selectionId: number;
  side: OrderSide;
  priceH: number;
  stake: bigint;
}

/** An unmatched part as exposure sees it. */
export interface UnmatchedBet {
  selectionId: number;
  side: OrderSide;
  priceH: number;
  remaining: bigint;
}

/** The owner id the house market maker's quotes and fills carry. */
export const houseMarketMaker = 'house';
