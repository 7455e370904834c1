import { stakeFloats, type SeedTriple } from './stake-floats.js';

export const minesTiles = 25;
export const minMines = 1;
export const maxMines = 24;

/**
 * Stake's mines (game events, "Mines", and "Shuffle of game events"): 24 floats (three rounds of the
 * cursor), each multiplied by the number of tiles still unpicked, the pick taken out of the remaining
 * tiles (a Fisher-Yates draw), so no tile comes twice. Tiles are numbered 0-24 left to right, top to
 * bottom. A board of n mines is the first n picks, in the order drawn.
 */
export function minesOrderFromFloats(floats: readonly number[]): number[] {
  const remaining = Array.from({ length: minesTiles }, (_, i) => i);
  return floats.map((float) => remaining.splice(Math.floor(float * remaining.length), 1)[0]!);
}

export function minePositions(seeds: SeedTriple, mines: number): number[] {
  if (!Number.isInteger(mines) || mines < minMines || mines > maxMines) throw new RangeError(`mines must be ${minMines}-${maxMines}`);
  return minesOrderFromFloats(stakeFloats(seeds, maxMines)).slice(0, mines);
}
