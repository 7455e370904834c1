/**
 * Crash bets, pure: multipliers in hundredths, money in minor units rounded down.
 *
 * A bet's effective auto cash-out is the lower of the player's target and its cap, the multiplier at which its
 * net win reaches the game's maximum win per bet (a bet is cashed out there even with no target).
 */
export type BetOutcome = 'open' | 'cashed_out' | 'lost' | 'refunded';

export interface OpenBet {
  stakeMinor: bigint;
  /** The player's auto cash-out target, hundredths, or null. */
  autoCashout: number | null;
  /** Hundredths: the multiplier where the net win reaches the maximum win per bet. */
  cap: number;
}

/** Crash targets: 1.01x - 1,000,000x, like limbo. */
export const minAutoCashout = 101;
export const maxAutoCashout = 100_000_000;

/** The multiplier (hundredths) at which `stake`'s net win reaches `maxWinMinor`, at least 1.01x. */
export function capFor(stakeMinor: bigint, maxWinMinor: bigint): number {
  const cap = ((maxWinMinor + stakeMinor) * 100n) / stakeMinor;
  return Number(cap > BigInt(maxAutoCashout) ? BigInt(maxAutoCashout) : cap < 101n ? 101n : cap);
}

export const effectiveTarget = (bet: OpenBet): number => Math.min(bet.autoCashout ?? Number.MAX_SAFE_INTEGER, bet.cap);

export const payoutAt = (stakeMinor: bigint, multiplier: number): bigint => (stakeMinor * BigInt(multiplier)) / 100n;

/**
 * How an open bet ends when its round crashes at `crashPoint`:
 * - its effective target at or below the point was reached on the way up: cashed out at the target;
 * - otherwise, a round that crashed normally: lost;
 * - a round interrupted (no driver ran while its curve passed the point, e.g. the api stopped): the bet is
 *   refunded. The point and the auto cash-outs were fixed before, so what they decide stands; but a player
 *   whose only way out was cashing out by hand had no chance to, and the house does not win by its own outage.
 */
export function outcomeAtCrash(
  bet: OpenBet,
  crashPoint: number,
  interrupted: boolean,
): { outcome: Exclude<BetOutcome, 'open'>; cashoutAt: number | null; payoutMinor: bigint } {
  const target = effectiveTarget(bet);
  if (target <= crashPoint) return { outcome: 'cashed_out', cashoutAt: target, payoutMinor: payoutAt(bet.stakeMinor, target) };
  if (interrupted) return { outcome: 'refunded', cashoutAt: null, payoutMinor: bet.stakeMinor };
  return { outcome: 'lost', cashoutAt: null, payoutMinor: 0n };
}

/**
 * The round's cap on the house's total net payout (bustabit's rule for its bankroll limit): the multiplier
 * (hundredths) at which the net already paid to cashed-out bets plus what the open stakes would win reaches
 * `maxRoundWinMinor`. Every open bet is cashed out there, so one round never pays more than the cap. Null when
 * nothing is open.
 */
export function roundCapMultiplier(openStakesMinor: bigint, cashedNetMinor: bigint, maxRoundWinMinor: bigint): number | null {
  if (openStakesMinor <= 0n) return null;
  const room = maxRoundWinMinor - cashedNetMinor;
  if (room <= 0n) return 100;
  const cap = 100n + (room * 100n) / openStakesMinor;
  return Number(cap > BigInt(maxAutoCashout) ? BigInt(maxAutoCashout) : cap);
}
