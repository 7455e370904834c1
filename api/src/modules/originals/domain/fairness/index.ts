// The provably fair core of Khela Originals (issue 19): pure functions, Node's crypto only, no I/O.
export { stakeBytes, stakeFloats, type SeedTriple } from './stake-floats.js';
export { diceOutcomes, diceRoll, diceRollFromFloat } from './dice.js';
export { limboResult, limboResultFromFloat, limboReturn } from './limbo.js';
export { maxMines, minMines, minePositions, minesOrderFromFloats, minesTiles } from './mines.js';
export { crashPoint, crashPointFromBits, hashChain, hashPattern, previousGameHash } from './crash.js';
export {
  commitmentOf,
  generateClientSeed,
  generateServerSeed,
  matchesCommitment,
  newActiveSeed,
  rotateSeed,
  type ActiveSeed,
} from './seeds.js';
