import { describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { minePositions, minesOrderFromFloats } from './mines.js';

const seeds = { serverSeed: 'mines-server-seed', clientSeed: 'mines-client', nonce: 7 };

/** Independent reading of Stake's mines: 24 floats from Node's crypto directly, each picks from what is left. */
function referenceMines(serverSeed: string, clientSeed: string, nonce: number, mines: number): number[] {
  const bytes = Buffer.concat(
    [0, 1, 2].map((round) => createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest()),
  );
  const left = [...Array(25).keys()];
  const picked: number[] = [];
  for (let i = 0; i < 24; i++) {
    const float = bytes.readUInt32BE(i * 4) / 2 ** 32;
    const index = Math.floor(float * (25 - i));
    picked.push(left[index]!);
    left.splice(index, 1);
  }
  return picked.slice(0, mines);
}

describe('mines (Stake: Fisher-Yates draw of 24 floats over 25 tiles)', () => {
  it('matches an independent implementation for every mine count', () => {
    for (let mines = 1; mines <= 24; mines++) {
      expect(minePositions(seeds, mines)).toEqual(referenceMines(seeds.serverSeed, seeds.clientSeed, seeds.nonce, mines));
    }
  });

  it('never repeats a tile, stays on the board, and a board of n mines is the first n of a board of n+1', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const all = minePositions({ ...seeds, nonce }, 24);
      expect(new Set(all).size).toBe(24);
      expect(all.every((t) => Number.isInteger(t) && t >= 0 && t < 25)).toBe(true);
      expect(minePositions({ ...seeds, nonce }, 3)).toEqual(all.slice(0, 3));
    }
  });

  it('draws from the tiles left: floats of 0 always take the first remaining tile', () => {
    expect(minesOrderFromFloats([0, 0, 0])).toEqual([0, 1, 2]);
    expect(minesOrderFromFloats([0.99, 0.99])).toEqual([24, 23]);
  });

  it('refuses a mine count outside 1-24', () => {
    expect(() => minePositions(seeds, 0)).toThrow(RangeError);
    expect(() => minePositions(seeds, 25)).toThrow(RangeError);
  });
});
