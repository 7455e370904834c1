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
