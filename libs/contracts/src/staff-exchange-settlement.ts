/** One player's settlement of a market (the P&L record per player and market); money as decimal strings ("150.00"). */
export interface ExchangeSettlementPlayer {
  playerId: string;
  /** Profit (+) or loss (-) before commission. */
  pnl: string;
  commission: string;
  /** The result version this row was settled at. */
  version: number;
  settledAt: string;
}

/** GET /api/admin/exchange/markets/{marketId}/settlement: how a market ended and what settling it moved. */
export interface ExchangeSettlementView {
  marketId: string;
  eventId: string;
  marketKind: 'match_odds' | 'bookmaker' | 'fancy';
  outcome: 'winners' | 'void';
  /** Winning selection ids; several share a dead heat; empty when void. */
  winners: number[];
  source: 'feed' | 'trader';
  reason: string | null;
  /** Raised by every correction. */
  version: number;
  /** The version whose money has moved (0: not settled yet). */
  settledVersion: number;
  settledAt: string | null;
  /** The house's result on the market (its clearing account), null before settling. */
  housePnl: string | null;
  commission: string | null;
  /** Why the last settling failed (a resettlement a player's balance cannot pay), else null. */
  settleError: string | null;
  players: ExchangeSettlementPlayer[];
}

/** POST /api/admin/exchange/markets/{marketId}/settlement: the trader's message and the market after it. */
export interface ExchangeSettlementAnswer extends ExchangeSettlementView {
  message: string;
}

/** One settled market in the commission / house P&L report. */
export interface ExchangeSettledMarket {
  marketId: string;
  eventId: string;
  eventName: string;
  marketKind: 'match_odds' | 'bookmaker' | 'fancy';
  outcome: 'winners' | 'void';
  version: number;
  settledAt: string;
  players: number;
  housePnl: string;
  commission: string;
}

/** GET /api/admin/exchange/settlements?from&to (Dhaka days, default today): settled markets, newest first, and totals. */
export interface ExchangeSettlementReport {
  markets: ExchangeSettledMarket[];
  /** The house's result across them (its clearing account: what players lost less what they won). */
  housePnl: string;
  commission: string;
  /** Markets beyond the first 500 are counted in the totals but not listed. */
  total: number;
}

/**
 * A resettlement the player's main could not pay in full (issue 18): a corrected result took back winnings the
 * player had withdrawn. Main paid what it held (never below zero); `owed` is the rest, booked to the exchange's
 * receivable. `recovered` is what finance has collected from main since; the player's withdrawals are refused
 * until `outstanding` is 0 (`clearedAt` set).
 */
export interface ExchangeUnpaidResettlement {
  id: string;
  playerId: string;
  marketId: string;
  eventId: string;
  /** The result version whose settlement fell short. */
  version: number;
  currency: string;
  owed: string;
  recovered: string;
  /** Of `recovered`, what was collected automatically when money reached the player's main (the rest: by finance). */
  recoveredAuto: string;
  outstanding: string;
  createdAt: string;
  clearedAt: string | null;
}

/** GET /api/admin/exchange/unpaid-resettlements?status=open|cleared|all (default open): newest first, 500 at most. */
export interface ExchangeUnpaidResettlementList {
  items: ExchangeUnpaidResettlement[];
  /** What players owe in all (every open row, also those beyond the 500 listed), per currency. */
  outstanding: Record<string, string>;
  total: number;
}

/** POST /api/admin/exchange/unpaid-resettlements/{id}/collect: what was taken from main now, and the row after. */
export interface ExchangeShortfallCollectAnswer {
  message: string;
  collected: string;
  item: ExchangeUnpaidResettlement;
}
