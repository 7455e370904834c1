import { describe, expect, it } from '@jest/globals';
import { hashChain } from '../../domain/fairness/crash.js';
import { checkpointFor, generateCheckpoints, hashFromCheckpoint } from './chain-checkpoints.js';

describe('the crash hash chain kept as checkpoints', () => {
  it('gives every game the hash of the plain chain, and the same terminating hash', async () => {
    const start = 'ab'.repeat(32);
    const length = 2_500;
    const plain = hashChain(start, length);
    const { checkpoints, terminatingHash } = await generateCheckpoints(start, length);
    expect(terminatingHash).toBe(plain.terminatingHash);
    expect(checkpoints.map((c) => c.gameNumber)).toEqual([2_500, 2_000, 1_000]);
    const stored = new Map(checkpoints.map((c) => [c.gameNumber, c.hash]));
    for (const game of [1, 2, 999, 1_000, 1_001, 2_000, 2_001, 2_499, 2_500]) {
      const from = checkpointFor(game, length);
      expect(hashFromCheckpoint(stored.get(from)!, from, game)).toBe(plain.games[game - 1]);
    }
  });
});
