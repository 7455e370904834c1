/**
 * Back-office money reports (issue 22, `reports.read`): GET /api/admin/reports. Money as decimal strings with
 * two places ("2500.00") in the report's currency; days are Asia/Dhaka calendar days (YYYY-MM-DD).
 */
export type MoneyReportGrouping = 'day' | 'week' | 'month';

export interface MoneyReportFigures {
  /** Stakes minus rolled-back stakes. */
  bets: string;
  wins: string;
  /** bets - wins */
  ggr: string;
  /** Bonuses, cash rewards and VIP conversions paid by the house. */
  bonus_cost: string;
  /** ggr - bonus_cost */
  ngr: string;
  deposits: string;
  withdrawals: string;
  /** deposits - withdrawals */
  net_cash: string;
  /** Staff adjustments, signed (positive: paid to players). */
  adjustments: string;
  /** The house's result from exchange settlements (players' losses plus commission), apart from GGR. */
  exchange: string;
  /** Players who staked (distinct over the period). */
  active_players: number;
  /** Wallets opened. */
  new_players: number;
  first_time_depositors: number;
}

export interface MoneyReportPeriod extends MoneyReportFigures {
  /** The period's first day (a week's Monday, a month's first). */
  period: string;
  /** Its days inside the range. */
  from: string;
  to: string;
}

export interface MoneyReportChannel {
  channel: string;
  deposits: string;
  deposit_count: number;
  withdrawals: string;
  withdrawal_count: number;
}

export interface MoneyReportProvider {
  provider: string;
  bets: string;
  wins: string;
  ggr: string;
}

export interface MoneyReport {
  currency: string;
  grouping: MoneyReportGrouping;
  from: string;
  to: string;
  periods: MoneyReportPeriod[];
  totals: MoneyReportFigures;
  channels: MoneyReportChannel[];
  providers: MoneyReportProvider[];
}

/** One queue on the dashboard: how many wait and how long the oldest has waited (seconds; null when none waits). */
export interface DashboardQueue {
  count: number;
  oldest_age_seconds: number | null;
}

/**
 * GET /api/admin/dashboard (issue 22): the back-office home's tiles, only those the caller's permissions allow; a
 * tile the caller may not see is absent (never zero). Every staff member may call it (an empty answer is valid).
 */
export interface StaffDashboard {
  /** When the figures were read (ISO); the page shows it in Asia/Dhaka. */
  generated_at: string;
  /** payments.read: deposits waiting for finance (pending or being credited) and withdrawals not yet paid out. */
  payments_queue?: { deposits: DashboardQueue; withdrawals: DashboardQueue };
  /** payments.read: today's (Asia/Dhaka day) approved deposits and paid withdrawals, BDT, from the ledger's money_reports. */
  today_cash?: {
    day: string;
    currency: string;
    deposits: string;
    deposit_count: number;
    withdrawals: string;
    withdrawal_count: number;
    net_cash: string;
  };
  /** chat.view: open conversations, those no agent holds, and the longest a player has waited for an answer. */
  chats?: { open: number; unassigned: number; waiting: DashboardQueue };
  /** players.read: locked player accounts. */
  players?: { locked: number };
  /** kyc.review: identity documents waiting for review. */
  kyc?: DashboardQueue;
  /** risk.review: referred players held for review (same phone, device or IP as the referrer); age since sign-up. */
  referrals_held?: DashboardQueue;
}
