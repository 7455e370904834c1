/**
 * One exchange bet as the player's records show it (spec 3 "Exchange record"; /betting-record Exchange tab
 * and /exchange-account Bets History). Money as decimal strings ("150.00").
 */
export interface ExchangeRecord {
  /** The order's id. */
  transaction_id: string;
  event_id: string;
  event_name: string;
  market_id: string;
  market_name: 'Match Odds' | 'Bookmaker' | 'Fancy';
  /** The runner's id; for a fancy bet its line (as `run`). */
  selection_id: number;
  /** The runner's name; for a fancy bet the line's title. */
  selection_name: string;
  /** back / lay; yes / no on a fancy line. */
  bet_type: 'back' | 'lay' | 'yes' | 'no';
  /** The price asked (match odds) or 1 + rate / 100 (bookmaker and fancy). */
  odds: number;
  stake: string;
  matched: string;
  /** What the bet wins if it wins, and risks if it loses (on its matched part; its whole stake while unmatched). */
  potential_profit: string;
  potential_liability: string;
  /** The bet's own result once settled (commission is per market, in Profit & Loss); "0.00" while open. */
  net_profit_loss: string;
  /** open until its market settles; VOID when the market was voided or nothing of it matched. */
  status: 'open' | 'WON' | 'LOST' | 'VOID';
  /** Fancy line (runs); null for match odds and bookmaker. */
  run: number | null;
  created_at: string;
  settled_at: string | null;
}

export const exchangeRecordRanges = ['today', 'yesterday', 'last7'] as const;
export type ExchangeRecordRange = (typeof exchangeRecordRanges)[number];

/** One settled market in a player's Profit & Loss (after commission; a resettlement shows the latest). */
export interface ExchangePnlMarket {
  market_id: string;
  event_id: string;
  event_name: string;
  market_name: 'Match Odds' | 'Bookmaker' | 'Fancy';
  /** The market's result for the player before commission, signed. */
  pnl: string;
  commission: string;
  /** pnl - commission. */
  net: string;
  settled_at: string;
}

/** GET /api/exchange/pnl?range=today|yesterday|last7 (bearer): settled markets per Dhaka day of settlement, newest first. */
export interface ExchangePnlAnswer {
  days: { day: string; net: string; markets: ExchangePnlMarket[] }[];
  /** The whole range's net. */
  net: string;
}
