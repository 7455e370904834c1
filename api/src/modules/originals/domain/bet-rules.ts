/**
 * Dice and limbo bets, pure: parameters in whole hundredths (no floats near money), payout in minor units
 * rounded down. Stated return 99%: dice multiplier = 99 / win chance, limbo pays the target.
 */

/** Dice win chance in hundredths of a percent: 0.01% - 98%. */
export const diceMinChance = 1;
export const diceMaxChance = 9_800;
/** Limbo target in hundredths: 1.01x - 1,000,000x. */
export const limboMinTarget = 101;
export const limboMaxTarget = 100_000_000;

export type DiceDirection = 'over' | 'under';

export interface DiceBet {
  direction: DiceDirection;
  /** Win chance in hundredths of a percent (1 = 0.01%). */
  chance: number;
}

/**
 * Which rolls win, in hundredths (rolls are 0-10000): under wins below `chance`, over wins above
 * `10000 - chance`, so either way `chance` of the 10,001 rolls win (Stake's boundaries).
 */
export function diceThreshold(bet: DiceBet): number {
  return bet.direction === 'under' ? bet.chance : 10_000 - bet.chance;
}

export function diceWins(bet: DiceBet, rollHundredths: number): boolean {
  const threshold = diceThreshold(bet);
  return bet.direction === 'under' ? rollHundredths < threshold : rollHundredths > threshold;
}

/** stake x 99 / (chance / 100 %) = stake x 9900 / chance, rounded down. */
export function dicePayout(stakeMinor: bigint, chance: number): bigint {
  return (stakeMinor * 9_900n) / BigInt(chance);
}

/** The multiplier shown to the player, 4 decimals (the payout itself uses the exact fraction). */
export const diceMultiplier = (chance: number): number => Math.floor((9_900 * 10_000) / chance) / 10_000;

export const limboWins = (targetHundredths: number, resultHundredths: number): boolean => resultHundredths >= targetHundredths;

/** stake x target, rounded down. */
export function limboPayout(stakeMinor: bigint, targetHundredths: number): bigint {
  return (stakeMinor * BigInt(targetHundredths)) / 100n;
}

export const validDiceChance = (chance: unknown): chance is number =>
  Number.isInteger(chance) && (chance as number) >= diceMinChance && (chance as number) <= diceMaxChance;
export const validLimboTarget = (target: unknown): target is number =>
  Number.isInteger(target) && (target as number) >= limboMinTarget && (target as number) <= limboMaxTarget;

export interface GameLimits {
  enabled: boolean;
  minBetMinor: bigint;
  maxBetMinor: bigint;
  maxWinMinor: bigint;
}

export type LimitRefusal = 'disabled' | 'below_min_bet' | 'above_max_bet' | 'above_max_win';

/** A bet outside the game's limits is refused before anything moves; the win checked is the net win if it wins. */
export function checkLimits(limits: GameLimits, stakeMinor: bigint, payoutIfWinMinor: bigint): LimitRefusal | null {
  if (!limits.enabled) return 'disabled';
  if (stakeMinor < limits.minBetMinor) return 'below_min_bet';
  if (stakeMinor > limits.maxBetMinor) return 'above_max_bet';
  if (payoutIfWinMinor - stakeMinor > limits.maxWinMinor) return 'above_max_win';
  return null;
}
