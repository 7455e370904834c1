/**
 * What each ledger event adds to the money reports (pure). Amounts are minor units, signed as the house sees
 * them where it matters: a staff adjustment keeps its sign (positive: paid to the player), the exchange's result
 * is the house's (the player's loss plus commission), counted as it is received: a resettlement's part a player
 * still owes counts when it is collected.
 */
export type ReportMetric = 'stakes' | 'rollbacks' | 'wins' | 'bonus_cost' | 'deposits' | 'withdrawals' | 'adjustments' | 'exchange';

export interface MetricOfEvent {
  metric: ReportMetric;
  /** The provider (stakes, rollbacks, wins), the channel (deposits, withdrawals), the event type (bonus cost), else ''. */
  dimension: string;
  amountMinor: bigint;
}

/** Ledger event types the projection reads: those with a metric, the wallet's opening (new players). */
export const reportedEventTypes: ReadonlySet<string> = new Set([
  'WalletOpened',
  'StakeDebited',
  'StakeRolledBack',
  'WinCredited',
  'BonusGranted',
  'CashRewardCredited',
  'VipPointsConverted',
  'DepositCredited',
  'WithdrawalPaidOut',
  'StaffAdjusted',
  'ExposureSettled',
  'ExchangeMarketSettled',
  'ExchangeShortfallCollected',
]);

const minor = (value: unknown): bigint => (typeof value === 'string' || typeof value === 'number' ? BigInt(value) : 0n);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The metric an event adds to, or undefined for an event that moves no reported money (a wallet opening). */
export function metricOfEvent(type: string, data: Record<string, unknown>): MetricOfEvent | undefined {
  switch (type) {
    case 'StakeDebited':
      return { metric: 'stakes', dimension: text(data.provider), amountMinor: minor(data.amount) };
    case 'StakeRolledBack':
      return { metric: 'rollbacks', dimension: text(data.provider), amountMinor: minor(data.amount) };
    case 'WinCredited':
      return { metric: 'wins', dimension: text(data.provider), amountMinor: minor(data.amount) };
    // every move the house pays from its bonus expense account: bonuses, cash rewards (cash-back, referral), VIP conversions
    case 'BonusGranted':
    case 'CashRewardCredited':
    case 'VipPointsConverted':
      return { metric: 'bonus_cost', dimension: type, amountMinor: minor(data.amount) };
    case 'DepositCredited':
      return { metric: 'deposits', dimension: text(data.channel), amountMinor: minor(data.amount) };
    case 'WithdrawalPaidOut':
      return { metric: 'withdrawals', dimension: text(data.channel), amountMinor: minor(data.amount) };
    case 'StaffAdjusted':
      return { metric: 'adjustments', dimension: '', amountMinor: minor(data.amount) };
    case 'ExposureSettled':
      return { metric: 'exchange', dimension: '', amountMinor: minor(data.amount) };
    // A correction main could not pay in full counts only what main paid (the `shortfall` is owed, not in hand);
    // the rest counts as it is collected (ExchangeShortfallCollected), on the day it is.
    case 'ExchangeMarketSettled':
      return { metric: 'exchange', dimension: '', amountMinor: minor(data.commission) - minor(data.pnl) - minor(data.shortfall) };
    case 'ExchangeShortfallCollected':
      return { metric: 'exchange', dimension: '', amountMinor: minor(data.amount) };
    default:
      return undefined;
  }
}

/** A period's sums by metric, and the figures the report shows from them. */
export type MetricSums = Record<ReportMetric, bigint>;

export const noSums = (): MetricSums => ({
  stakes: 0n,
  rollbacks: 0n,
  wins: 0n,
  bonus_cost: 0n,
  deposits: 0n,
  withdrawals: 0n,
  adjustments: 0n,
  exchange: 0n,
});

export interface ReportFigures {
  /** Stakes minus rolled-back stakes (a rollback counts on the day it is recorded). */
  bets: bigint;
  wins: bigint;
  ggr: bigint;
  bonusCost: bigint;
  ngr: bigint;
  deposits: bigint;
  withdrawals: bigint;
  netCash: bigint;
  adjustments: bigint;
  exchange: bigint;
}

/** GGR = bets - wins; NGR = GGR - bonus cost; net cash = deposits - withdrawals. */
export function figuresOf(sums: MetricSums): ReportFigures {
  const bets = sums.stakes - sums.rollbacks;
  const ggr = bets - sums.wins;
  return {
    bets,
    wins: sums.wins,
    ggr,
    bonusCost: sums.bonus_cost,
    ngr: ggr - sums.bonus_cost,
    deposits: sums.deposits,
    withdrawals: sums.withdrawals,
    netCash: sums.deposits - sums.withdrawals,
    adjustments: sums.adjustments,
    exchange: sums.exchange,
  };
}
