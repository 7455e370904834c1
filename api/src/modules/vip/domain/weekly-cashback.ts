/**
 * Weekly cash-back (issue 21): a share of a player's net loss in a Dhaka week, at their VIP level's rate.
 * Pure rules, no I/O.
 *
 * A Dhaka week runs Monday 00:00 to the next Monday 00:00 Asia/Dhaka (UTC+6 all year, no daylight saving, so
 * a week is a fixed span of UTC). The net loss is what the player staked on games and originals in the week,
 * less stakes given back (rollbacks, voids) and wins, all by the time the ledger recorded them: a refund
 * recorded after a week was paid lowers the next week's loss instead of reopening a paid week.
 */

const dhakaOffsetMs = 6 * 3600_000;
const dayMs = 24 * 3600_000;
const weekMs = 7 * dayMs;

/** Fewest poisha worth paying (1 BDT): smaller amounts are recorded as nothing owed. */
export const minimumCashbackMinor = 100n;

/** The Monday (YYYY-MM-DD, Dhaka calendar) that starts the Dhaka week an instant falls in. */
export function dhakaWeekOf(at: Date): string {
  const local = new Date(at.getTime() + dhakaOffsetMs);
  const daysSinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(local.getTime() - daysSinceMonday * dayMs).toISOString().slice(0, 10);
}

/** The last Dhaka week that has ended at `now`: the one a run pays. */
export function previousDhakaWeek(now: Date): string {
  return dhakaWeekOf(new Date(now.getTime() - weekMs));
}

/** True for a real calendar date written YYYY-MM-DD that is a Monday. */
export function isWeekStart(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text && date.getUTCDay() === 1;
}

/** The first instant of a Dhaka week and the first instant of the next one. */
export function dhakaWeekBounds(weekStart: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${weekStart}T00:00:00Z`) - dhakaOffsetMs);
  return { start, end: new Date(start.getTime() + weekMs) };
}

/** A move of the week's play as the wallet reports it (minor units, positive). */
export interface WeekMove {
  kind: string;
  amount: bigint;
}

/**
 * Game stakes minus rollbacks and wins; never below zero (a winning week owes nothing back either way).
 * Exchange moves (exposure held and returned, settlements) are left out: exposure held on a market still open
 * at the week's end is not yet a loss, and counting it would pay cash-back on money that may come back.
 */
export function netLossOf(moves: readonly WeekMove[]): bigint {
  let net = 0n;
  for (const move of moves) {
    if (move.kind === 'stake') net += move.amount;
    else if (move.kind === 'win' || move.kind === 'rollback') net -= move.amount;
  }
  return net > 0n ? net : 0n;
}

export type CashbackDecision =
  { pay: true; amountMinor: bigint } | { pay: false; reason: 'no_loss' | 'level_without_cashback' | 'below_minimum' };

/** The cash-back owed for a week's net loss at a rate in basis points (rounded down to the poisha). */
export function decideCashback(netLossMinor: bigint, rateBp: number): CashbackDecision {
  if (netLossMinor <= 0n) return { pay: false, reason: 'no_loss' };
  if (rateBp <= 0) return { pay: false, reason: 'level_without_cashback' };
  const amountMinor = (netLossMinor * BigInt(rateBp)) / 10_000n;
  if (amountMinor < minimumCashbackMinor) return { pay: false, reason: 'below_minimum' };
  return { pay: true, amountMinor };
}

/** The ledger's reward id of one player's cash-back for one week: the same on every run, so it pays once. */
export const cashbackRewardId = (playerId: string, weekStart: string) => `vip-cashback-${weekStart}-${playerId}`;
