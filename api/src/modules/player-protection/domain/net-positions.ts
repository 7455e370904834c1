import { formatMoney, type NetPositionItem, type NetPositionSpan } from '@khela/contracts';

/**
 * Net positions (issue 16, account statement): for the last 30 days, 6 months and 12 months, ending now.
 *
 * The rule, as the player reads it on /responsible-gaming (README "Player protection"):
 * - net deposits = deposits credited to the wallet (approved manual deposits, paid e-wallet payments)
 *   minus withdrawals paid out (approved). Pending, rejected or cancelled requests move no money and are
 *   not in it.
 * - net position = wins minus stakes, where stakes are game stakes less the stakes rolled back, plus
 *   exchange exposure settled as lost. Positive is a net win, negative a net loss. Stakes count whatever
 *   balance paid them (main or bonus): that is what was played.
 * - bonuses are not play: they are left out of the net position and shown on their own line.
 * Both come from the ledger (the wallet's stream), by the time each event was recorded.
 */
export const netPositionSpans: readonly NetPositionSpan[] = ['30d', '6m', '12m'];

/** The span's start (exclusive): 30 days before `now`, or the same instant 6 / 12 calendar months before (UTC, clamped to the month's end). */
export function spanStart(span: NetPositionSpan, now: Date): Date {
  if (span === '30d') return new Date(now.getTime() - 30 * 24 * 3_600_000);
  const months = span === '6m' ? 6 : 12;
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  // clamped to the month's end: 6 months before 31 August is 28 (or 29) February, not 3 March
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const start = new Date(now.getTime());
  start.setUTCFullYear(year, month, Math.min(now.getUTCDate(), lastDay));
  return start;
}

/** A span's totals as the wallet recorded them (minor units, each positive). */
export interface SpanMoney {
  deposited: bigint;
  withdrawn: bigint;
  staked: bigint;
  rolledBack: bigint;
  won: bigint;
  exposureLost: bigint;
  bonusGranted: bigint;
}

export function netPosition(span: NetPositionSpan, money: SpanMoney, now: Date): NetPositionItem {
  const stakes = money.staked - money.rolledBack + money.exposureLost;
  return {
    span,
    from: spanStart(span, now).toISOString(),
    to: now.toISOString(),
    deposits: formatMoney(money.deposited),
    withdrawals: formatMoney(money.withdrawn),
    net_deposits: formatMoney(money.deposited - money.withdrawn),
    stakes: formatMoney(stakes),
    wins: formatMoney(money.won),
    net_position: formatMoney(money.won - stakes),
    bonuses: formatMoney(money.bonusGranted),
  };
}
