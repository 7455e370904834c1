import type { Currency } from './money.js';

/** POST /api/balance (spec section 7): the main wallet balance, polled by the player site. */
export interface BalanceResponse {
  /** Decimal string with two places, e.g. "2500.00". */
  balance: string;
}

/** GET /api/wallet: every player account of the wallet, as decimal strings with two places. */
export interface WalletResponse {
  currency: Currency;
  main: string;
  /** Funds of pending withdrawals, between request and payout (or release). */
  held: string;
  /** Exchange liability reserved by open lay bets until they settle; never withdrawable. */
  exposure: string;
  bonus: string;
  cash_rewards: string;
  /**
   * The most a withdrawal may take: the main balance. Held funds, exposure, bonus and cash rewards are
   * separate accounts and never part of it (turnover requirements may still refuse a withdrawal).
   */
  withdrawable: string;
}

/**
 * A player's ledger accounts: `main` (cash), `held` (pending withdrawals only), `exposure` (exchange
 * liability only), `bonus` (promotion money, staked only after main), `cash_rewards` (claimable rewards).
 */
export const playerAccountKinds = ['main', 'held', 'exposure', 'bonus', 'cash_rewards'] as const;
export type PlayerAccountKind = (typeof playerAccountKinds)[number];

/** One line of an account statement: a posting on one of the player's accounts. */
export interface StatementEntry {
  /** Global ledger position of the event (a decimal string: it is a bigint). */
  position: string;
  account: PlayerAccountKind;
  /** Event type, e.g. "DepositCredited", "StakeDebited". */
  type: string;
  /** Signed change, e.g. "-10.00". */
  amount: string;
  /** Account balance right after this posting. */
  balance_after: string;
  currency: Currency;
  occurred_at: string;
}

/** GET /api/wallet/statement?account&page&per_page&type&from&to, newest first. */
export interface StatementPage {
  data: StatementEntry[];
  page: number;
  per_page: number;
  total: number;
  last_page: number;
}
