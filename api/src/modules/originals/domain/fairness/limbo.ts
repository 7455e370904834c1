import { stakeFloats, type SeedTriple } from './stake-floats.js';

/** The share of every stake the game returns (1% house edge), Stake's `houseEdge` of 0.99. */
export const limboReturn = 0.99;

/**
 * Stake's limbo, character for character as published (game events, "Limbo"):
 *   floatPoint = 1e8 / (float * 1e8) * houseEdge; crashPoint = floor(floatPoint * 100) / 100; max(crashPoint, 1)
 * The operation order is kept as written: `houseEdge / float` differs from it by an ulp for some floats,
 * which can move the floored cent.
 */
export function limboResultFromFloat(float: number, houseEdge = limboReturn): number {
  const floatPoint = (1e8 / (float * 1e8)) * houseEdge;
  const crashPoint = Math.floor(floatPoint * 100) / 100;
  return Math.max(crashPoint, 1);
}

export function limboResult(seeds: SeedTriple): number {
  return limboResultFromFloat(stakeFloats(seeds, 1)[0]!);
}
