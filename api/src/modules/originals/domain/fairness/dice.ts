import { stakeFloats, type SeedTriple } from './stake-floats.js';

/**
 * Stake's dice (game events: "a roll spread of 00.00 to 100.00, 10,001 possible outcomes"):
 * `(float * 10001) / 100`, the result shown to two decimals, which here is the floor of `float * 10001`
 * over 100 so the roll is exactly one of the 10,001 outcomes 0.00 .. 100.00.
 */
export const diceOutcomes = 10_001;

export function diceRollFromFloat(float: number): number {
  return Math.floor(float * diceOutcomes) / 100;
}

export function diceRoll(seeds: SeedTriple): number {
  return diceRollFromFloat(stakeFloats(seeds, 1)[0]!);
}
