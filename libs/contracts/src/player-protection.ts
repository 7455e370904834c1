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

/** A time-out (1 to 42 days, ends by itself) or a self-exclusion (6 to 60 months, ended by the player). */
export type ExclusionKind = 'timeout' | 'self_exclusion';

/** The player's exclusion as the API answers it. */
export interface ExclusionItem {
  kind: ExclusionKind;
  started_at: string;
  /** The end of the chosen period. */
  ends_at: string;
  /** Whether deposits and bets are closed now (a self-exclusion stays in force past `ends_at` until ended). */
  in_force: boolean;
  /** A self-exclusion whose period is over: the player may ask to end it (or confirm, after the cooling-off). */
  can_end: boolean;
  /** A request to end a self-exclusion, and from when it may be confirmed. */
  end_requested_at: string | null;
  end_confirmable_at: string | null;
  ended_at: string | null;
}

/** GET /api/responsible-gaming/exclusion: the latest exclusion (null: never), the choices, the server's time. */
export interface ExclusionAnswer {
  exclusion: ExclusionItem | null;
  timeout_days: { min: number; max: number };
  self_exclusion_months: { min: number; max: number };
  end_cooling_off_hours: number;
  now: string;
}

/** POST /api/responsible-gaming/exclusion and POST .../exclusion/end: what happened, and the exclusion after it. */
export interface ExclusionChangeAnswer extends ExclusionAnswer {
  outcome: 'started' | 'extended' | 'endPending' | 'ended';
  message: string;
}

/** How often a reality check shows, in minutes (always on; the player chooses among the configured choices; default 60). */
export type RealityCheckMinutes = number;

/** What the player answered a reality check with. */
export type RealityCheckAction = 'continue' | 'history' | 'logout';

/**
 * GET /api/responsible-gaming/session: the caller's session clock and reality-check schedule. The server
 * is the source of truth: the session began at its row's creation, the next check is due one interval
 * after the last answer (or the start), so a reload changes nothing.
 */
export interface SessionStatusAnswer {
  /** When this log-in session began. */
  session_started_at: string;
  /** The server's time now (a client keeps its own clock in step with it). */
  now: string;
  elapsed_seconds: number;
  reality_check_minutes: RealityCheckMinutes;
  next_check_at: string;
  /** A reality check is due now: show it until answered. */
  check_due: boolean;
  /** The session's play: stakes, wins (rolled-back stakes count back), and the net (+ win, - loss), decimal strings. */
  staked: string;
  won: string;
  net: string;
  /** Session time limit in hours (null: none), and when this session ends under it. */
  session_limit_hours: number | null;
  session_ends_at: string | null;
  /** True when the session time limit has been reached: this answer ended the session (the token no longer works). */
  ended: boolean;
  /** Set when `ended`: why, for the player. */
  message?: string;
}

/** GET and PUT /api/responsible-gaming/session-settings. */
export interface SessionSettingsAnswer {
  reality_check_minutes: RealityCheckMinutes;
  session_limit_hours: number | null;
  reality_check_choices: RealityCheckMinutes[];
  session_limit_range: { min: number; max: number };
  /** Set on PUT. */
  message?: string;
}

/** POST /api/responsible-gaming/reality-check: the answer recorded, and what it did. */
export interface RealityCheckAnswer {
  action: RealityCheckAction;
  /** The session's elapsed time and net when it was answered (as recorded for staff). */
  elapsed_seconds: number;
  net: string;
  /** After continue or history: when the next check is due; null after log out. */
  next_check_at: string | null;
  /** True after log out: the session has ended on the server and its sockets closed. */
  logged_out: boolean;
  message: string;
}
