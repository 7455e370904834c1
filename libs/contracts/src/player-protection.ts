// Player protection (issue 16): the player's responsible-gaming tools. Money is a decimal string.

/** The rolling windows a deposit limit covers: 24 hours, 7 days, 30 days. */
export type DepositLimitPeriod = 'day' | 'week' | 'month';

/** An increase or removal waiting for its cooling-off and then the player's confirmation. */
export interface DepositLimitPending {
  /** The limit asked for; null asks for no limit. */
  limit: string | null;
  requested_at: string;
  /** From when the player may confirm it. */
  confirmable_at: string;
  confirmable: boolean;
}

/** One period's deposit limit, with what the rolling window holds now. */
export interface DepositLimitItem {
  period: DepositLimitPeriod;
  hours: number;
  /** The limit in force; null: none. */
  limit: string | null;
  /** Deposits counted in the window ending now (asked for and not refused). */
  used: string;
  /** What may still be deposited in this window; null without a limit. */
  remaining: string | null;
  pending: DepositLimitPending | null;
}

/** GET /api/responsible-gaming/deposit-limits. */
export interface DepositLimitsAnswer {
  limits: DepositLimitItem[];
  cooling_off_hours: number;
  /** The server's time of the answer (cooling-off ends are relative to it). */
  now: string;
}

/** PUT /api/responsible-gaming/deposit-limits and POST .../confirm: what happened, and the limits after it. */
export interface DepositLimitChangeAnswer {
  outcome: 'applied' | 'pending' | 'cancelled' | 'unchanged' | 'confirmed';
  message: string;
  limits: DepositLimitItem[];
  cooling_off_hours: number;
  now: string;
}

/** What a limit caps: deposits; the sum of stakes (wager); stakes minus wins (net loss). */
export type LimitKind = 'deposit' | 'wager' | 'loss';

/**
 * GET /api/responsible-gaming/wager-limits and .../loss-limits: the same rules and shape as deposit
 * limits. `used` is the window's stakes less rolled-back stakes (wager), or that less wins (net loss;
 * negative after a net win, which makes room).
 */
export interface PlayLimitsAnswer extends DepositLimitsAnswer {
  kind: 'wager' | 'loss';
}

/** PUT /api/responsible-gaming/wager-limits (or loss-limits) and POST .../confirm. */
export interface PlayLimitChangeAnswer extends DepositLimitChangeAnswer {
  kind: 'wager' | 'loss';
}
