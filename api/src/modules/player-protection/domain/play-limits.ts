import { limitPeriods, type CountedAmount, type LimitPeriod, type Limits } from './deposit-limits.js';

/**
 * What counts towards wager and loss limits (issue 16), from the wallet's play: the wager is the sum of
 * stakes (a rolled-back stake was never a wager: it counts back); the loss is the net loss, stakes minus
 * rolled-back stakes minus wins, so a win makes room again. A stake is checked as if all of it were lost:
 * it must fit both kinds' room. The limit rules themselves (windows, cooling-off) are deposit-limits.ts's.
 */
export type PlayLimitKind = 'wager' | 'loss';
export const playLimitKinds = ['wager', 'loss'] as const satisfies readonly PlayLimitKind[];

/** One stake, win or rollback, as the wallet reports it (amounts positive). */
export interface PlayMoveLike {
  at: Date;
  kind: 'stake' | 'win' | 'rollback';
  amount: bigint;
}

/** Totals since a window's start, as the wallet sums them. */
export interface PlayTotalsLike {
  staked: bigint;
  won: bigint;
  rolledBack: bigint;
}

/** The signed amounts a kind of limit counts: wager: stakes +, rollbacks -; loss: also wins -. */
export function countedPlay(kind: PlayLimitKind, moves: readonly PlayMoveLike[]): CountedAmount[] {
  const counted: CountedAmount[] = [];
  for (const move of moves) {
    if (move.kind === 'stake') counted.push({ at: move.at, amountMinor: move.amount });
    else if (move.kind === 'rollback') counted.push({ at: move.at, amountMinor: -move.amount });
    else if (kind === 'loss') counted.push({ at: move.at, amountMinor: -move.amount });
  }
  return counted;
}

/** What a window's totals come to for a kind: the wager, or the net loss (negative after a net win). */
export const usedFromTotals = (kind: PlayLimitKind, totals: PlayTotalsLike): bigint =>
  kind === 'wager' ? totals.staked - totals.rolledBack : totals.staked - totals.rolledBack - totals.won;

/** Whether `amountMinor` fits every limit in force, given each period's use now (the cheap check on every stake). */
export function fitsAll(limits: Limits, used: Record<LimitPeriod, bigint>, amountMinor: bigint): boolean {
  return limitPeriods.every((period) => {
    const limit = limits[period].amountMinor;
    return limit === null || used[period] + amountMinor <= limit;
  });
}
