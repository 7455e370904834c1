import { previousGameHash } from '../../domain/fairness/crash.js';

/**
 * A bustabit-style chain kept as checkpoints: games are numbered in play order 1..length; game `length` is the
 * secret start, each game's hash is SHA-256 of the next one's, and SHA-256 of game 1 is the terminating hash
 * published before game 1. Keeping every `checkpointEvery`-th hash (and the last) means any game's hash is at
 * most `checkpointEvery - 1` steps from a stored one, without keeping a million rows.
 */
export const checkpointEvery = 1000;

export const isCheckpoint = (gameNumber: number, length: number): boolean => gameNumber % checkpointEvery === 0 || gameNumber === length;

/** The checkpoint a game's hash is derived from: the first at or after it. */
export const checkpointFor = (gameNumber: number, length: number): number =>
  Math.min(length, Math.ceil(gameNumber / checkpointEvery) * checkpointEvery);

/** Game `gameNumber`'s hash from the checkpoint `checkpointNumber` (>= gameNumber) holding `checkpointHash`. */
export function hashFromCheckpoint(checkpointHash: string, checkpointNumber: number, gameNumber: number): string {
  let hash = checkpointHash;
  for (let n = checkpointNumber; n > gameNumber; n--) hash = previousGameHash(hash);
  return hash;
}

/**
 * Walks the whole chain down from its start, yielding to the event loop every `chunk` hashes (a million
 * SHA-256s take about a second; the api keeps answering meanwhile). Answers the checkpoints and the
 * terminating hash.
 */
export async function generateCheckpoints(
  start: string,
  length: number,
  chunk = 20_000,
): Promise<{ checkpoints: Array<{ gameNumber: number; hash: string }>; terminatingHash: string }> {
  const checkpoints: Array<{ gameNumber: number; hash: string }> = [];
  let hash = start;
  for (let n = length; n >= 1; n--) {
    if (isCheckpoint(n, length)) checkpoints.push({ gameNumber: n, hash });
    if (n > 1) hash = previousGameHash(hash);
    if (n % chunk === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  return { checkpoints, terminatingHash: previousGameHash(hash) };
}
