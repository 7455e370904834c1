import { stakeFloats, type SeedTriple } from './stake-floats.js';

/** The share of every stake the game returns (1% house edge), Stake's `houseEdge` of 0.99. */
export const limboReturn = 0.99;

/** The highest target limbo takes (issue 19: 1.01x to 1,000,000x). */
export const limboMaxResult = 1_000_000;

/**
 * Stake's limbo, character for character as published (game events, "Limbo"):
 *   floatPoint = 1e8 / (float * 1e8) * houseEdge; crashPoint = floor(floatPoint * 100) / 100; max(crashPoint, 1)
 * The operation order is kept as written: `houseEdge / float` differs from it by an ulp for some floats,
 * which can move the floored cent.
 */
export function limboResultFromFloat(float: number, houseEdge = limboReturn): number {
  // A float of exactly 0 (bytes 00 00 00 00, once in 2^32) makes the formula Infinity, which JSON cannot
  // carry: it is shown as the highest target, which it beats like any result above it.
  if (float === 0) return limboMaxResult;
  const floatPoint = (1e8 / (float * 1e8)) * houseEdge;
  const crashPoint = Math.floor(floatPoint * 100) / 100;
  return Math.max(crashPoint, 1);
}

export function limboResult(seeds: SeedTriple): number {
  return limboResultFromFloat(stakeFloats(seeds, 1)[0]!);
}
