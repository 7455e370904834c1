import { Worker } from 'node:worker_threads';
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

/** The walk itself, as the source of a worker thread (no imports: it runs from this text). */
const walk = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { start, length, every } = workerData;
const checkpoints = [];
let hash = start;
for (let n = length; n >= 1; n--) {
  if (n % every === 0 || n === length) checkpoints.push({ gameNumber: n, hash });
  if (n > 1) hash = createHash('sha256').update(hash).digest('hex');
}
parentPort.postMessage({ checkpoints, terminatingHash: createHash('sha256').update(hash).digest('hex') });
`;

/**
 * Walks the whole chain down from its start in a worker thread (a million SHA-256s take about a second): the
 * api keeps answering meanwhile, and the million short-lived strings live and die in the worker's heap, which
 * goes with the thread (in the api's own heap they left it ~125 MB larger for the rest of the process's life,
 * bench/sockets/README.md). Answers the checkpoints and the terminating hash.
 */
export function generateCheckpoints(
  start: string,
  length: number,
): Promise<{ checkpoints: Array<{ gameNumber: number; hash: string }>; terminatingHash: string }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(walk, { eval: true, workerData: { start, length, every: checkpointEvery } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the crash chain worker exited with ${code} before answering`)));
  });
}
