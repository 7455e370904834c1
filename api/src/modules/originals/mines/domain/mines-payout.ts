import { maxMines, minMines, minesTiles } from '../../domain/fairness/mines.js';

/**
 * Mines payouts, pure and exact (bigint, no floats near money). With n mines on 25 tiles, the chance that k
 * revealed tiles are all safe is C(25-n, k) / C(25, k); a fair game pays its inverse, and the stated 99%
 * return takes 1% of it: multiplier(n, k) = 0.99 x C(25, k) / C(25-n, k). Whatever k a player stops at,
 * the expected return is exactly 99% of the stake (mines-payout.spec.ts checks every n and k).
 */

/** Stated return to player in hundredths of a percent (9900 = 99.00%). */
export const minesRtpBasisPoints = 9_900n;

export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

export const validMineCount = (mines: unknown): mines is number =>
  Number.isInteger(mines) && (mines as number) >= minMines && (mines as number) <= maxMines;

/** How many safe tiles a board of `mines` has: the most a player can reveal. */
export const safeTiles = (mines: number): number => minesTiles - mines;

/** The multiplier after `revealed` safe tiles as a fraction (numerator, denominator), before rounding. */
export function minesMultiplierFraction(mines: number, revealed: number): { numerator: bigint; denominator: bigint } {
  if (!validMineCount(mines) || !Number.isInteger(revealed) || revealed < 0 || revealed > safeTiles(mines)) {
    throw new RangeError(`mines ${mines}, revealed ${revealed}`);
  }
  return { numerator: minesRtpBasisPoints * binomial(minesTiles, revealed), denominator: 10_000n * binomial(minesTiles - mines, revealed) };
}

/** What a cash-out after `revealed` safe tiles pays, in minor units, rounded down. */
export function minesPayout(stakeMinor: bigint, mines: number, revealed: number): bigint {
  const { numerator, denominator } = minesMultiplierFraction(mines, revealed);
  return (stakeMinor * numerator) / denominator;
}

/** The multiplier shown to the player, rounded down to 4 decimals (the payout uses the exact fraction). */
export function minesMultiplierText(mines: number, revealed: number): string {
  const { numerator, denominator } = minesMultiplierFraction(mines, revealed);
  const tenThousandths = (numerator * 10_000n) / denominator;
  return `${tenThousandths / 10_000n}.${String(tenThousandths % 10_000n).padStart(4, '0')}`;
}
