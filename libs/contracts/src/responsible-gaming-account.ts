// Player protection (issue 16): the first-deposit prompt to set a deposit limit, and net positions. Money is a decimal string.

/** GET /api/responsible-gaming/first-deposit-prompt: whether the deposit page offers to set deposit limits. */
export interface FirstDepositPromptAnswer {
  /** True only for a player with no deposit yet, no deposit limit (set or pending), who has not skipped the offer. */
  show: boolean;
  /** When the player skipped the offer (it is never shown again), else null. */
  skipped_at: string | null;
}

/** The spans net positions are shown for: the last 30 days, 6 months, 12 months (ending now). */
export type NetPositionSpan = '30d' | '6m' | '12m';

/** One span's money in and out, and play, as the ledger recorded it. */
export interface NetPositionItem {
  span: NetPositionSpan;
  /** The span's start (exclusive) and end, ISO instants. */
  from: string;
  to: string;
  /** Deposits credited to the wallet (approved manual deposits and paid e-wallet payments). */
  deposits: string;
  /** Withdrawals paid out (approved). */
  withdrawals: string;
  /** deposits - withdrawals. */
  net_deposits: string;
  /** Stakes less rolled-back stakes, plus exchange exposure lost. */
  stakes: string;
  /** Wins credited. */
  wins: string;
  /** wins - stakes: positive is a net win, negative a net loss. Bonuses are not play and not in it. */
  net_position: string;
  /** Bonuses granted in the span, shown apart (not part of the net position). */
  bonuses: string;
}

/** GET /api/responsible-gaming/net-positions. */
export interface NetPositionsAnswer {
  spans: NetPositionItem[];
  /** The server's time of the answer. */
  now: string;
}
