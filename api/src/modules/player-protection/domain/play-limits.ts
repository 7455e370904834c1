import { limitPeriods, type CountedAmount, type LimitPeriod, type Limits } from './deposit-limits.js';

/**
 * What counts towards wager and loss limits (issue 16), from the wallet's play: the wager is the sum of
 * stakes (a rolled-back stake was never a wager: it counts back); the loss is the net loss, stakes minus
 * rolled-back stakes minus wins, so a win makes room again. A stake is checked as if all of it were lost:
 * it must fit both kinds' room. The limit rules themselves (windows, cooling-off) are deposit-limits.ts's.
 *
 * Exchange bets (match odds, bookmaker, fancy) count by their liability, the exposure the wallet holds for
 * them: a rise of the exposure held is wagered and counted as lost, like a stake; a fall before settlement
 * (an unmatched order cancelled or lapsed, a bet hedged) counts back, like a rollback; what a settlement
 * pays back to main (the exposure released plus the profit, less commission) counts like a win.
 */
export type PlayLimitKind = 'wager' | 'loss';
export const playLimitKinds = ['wager', 'loss'] as const satisfies readonly PlayLimitKind[];

/** One move of play, as the wallet reports it (amounts positive). */
export interface PlayMoveLike {
  at: Date;
  kind: 'stake' | 'win' | 'rollback' | 'exposure' | 'exposure-returned' | 'exchange-paid';
  amount: bigint;
}

/** Totals since a window's start, as the wallet sums them (the exchange's: none when absent). */
export interface PlayTotalsLike {
  staked: bigint;
  won: bigint;
  rolledBack: bigint;
  exposureHeld?: bigint;
  exchangePaid?: bigint;
}

/** The signed amounts a kind of limit counts: wager: stakes and exposure +, rollbacks and exposure returned -; loss: also wins and settlements' pay -. */
export function countedPlay(kind: PlayLimitKind, moves: readonly PlayMoveLike[]): CountedAmount[] {
  const counted: CountedAmount[] = [];
  for (const move of moves) {
    if (move.kind === 'stake' || move.kind === 'exposure') counted.push({ at: move.at, amountMinor: move.amount });
    else if (move.kind === 'rollback' || move.kind === 'exposure-returned') counted.push({ at: move.at, amountMinor: -move.amount });
    else if (kind === 'loss') counted.push({ at: move.at, amountMinor: -move.amount });
  }
  return counted;
}

/** What a window's totals come to for a kind: the wager, or the net loss (negative after a net win). */
export function usedFromTotals(kind: PlayLimitKind, totals: PlayTotalsLike): bigint {
  const wagered = totals.staked - totals.rolledBack + (totals.exposureHeld ?? 0n);
  return kind === 'wager' ? wagered : wagered - totals.won - (totals.exchangePaid ?? 0n);
}

/** Whether `amountMinor` fits every limit in force, given each period's use now (the cheap check on every stake). */
export function fitsAll(limits: Limits, used: Record<LimitPeriod, bigint>, amountMinor: bigint): boolean {
  return limitPeriods.every((period) => {
    const limit = limits[period].amountMinor;
    return limit === null || used[period] + amountMinor <= limit;
  });
}
