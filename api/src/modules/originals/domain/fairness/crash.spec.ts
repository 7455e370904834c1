import { describe, expect, it } from '@jest/globals';
import { createHash, createHmac } from 'node:crypto';
import { crashPoint, crashPointFromBits, hashChain, previousGameHash } from './crash.js';

// bustabit v2 seeding event (bitcointalk topic 2807542): terminating hash and salt (the hash of bitcoin block 505750).
const terminatingHash = '86728f5fc3bd99db94d3cdaf105d67788194e9701bf95d049ad0e1ee3d004277';
const salt = '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526';
// bustabit's game #1 of that chain, as quoted in public bustabit tooling.
const game1 = '9f57575fd54cd441e962448537e155ace9555df10cd27fa817bbcaf48a59ebcf';

/** bustabit's published gameResult, with the game hash passed as bytes as its official verifier does. */
function publishedGameResult(seed: Buffer | string, key: string): number {
  const hex = createHmac('sha256', key).update(seed).digest('hex');
  const r = Number.parseInt(hex.slice(0, 13), 16);
  const x = 99 / (1 - r / 2 ** 52);
  return Math.max(1, Math.floor(x) / 100);
}

describe('crash (bustabit v2)', () => {
  it('links game #1 to the published terminating hash (sha256 of the hex string)', () => {
    expect(previousGameHash(game1)).toBe(terminatingHash);
  });

  it('computes game #1 by the published formula with the hash as bytes (15.49x), not as hex text (2.15x)', () => {
    expect(crashPoint(game1, salt)).toBe(publishedGameResult(Buffer.from(game1, 'hex'), salt));
    expect(crashPoint(game1, salt)).toBe(15.49);
    // the other reading of "update(seed)" gives another number: the reason the verifier's choice matters
    expect(publishedGameResult(game1, salt)).toBe(2.15);
  });

  it('agrees with the published formula over a chain, and every link hashes to the one before', () => {
    const { games, terminatingHash: end } = hashChain(createHash('sha256').update('khela secret').digest('hex'), 500);
    expect(previousGameHash(games[0]!)).toBe(end);
    for (let n = 1; n < games.length; n++) {
      expect(previousGameHash(games[n]!)).toBe(games[n - 1]);
      expect(crashPoint(games[n]!, salt)).toBe(publishedGameResult(Buffer.from(games[n]!, 'hex'), salt));
    }
  });

  it('floors to two decimals with a minimum of 1.00 (a 1% instant crash)', () => {
    expect(crashPointFromBits(0)).toBe(1); // 99 / 1 = 0.99x -> 1.00
    expect(crashPointFromBits(2 ** 52 / 100)).toBe(1); // X = 0.01 -> 100 -> 1.00
    expect(crashPointFromBits(2 ** 51)).toBe(1.98); // X = 0.5 -> 198
    expect(crashPointFromBits(2 ** 52 - 1)).toBeGreaterThan(4e13);
  });

  it('refuses a hash that is not 64 lowercase hex characters', () => {
    expect(() => crashPoint(game1.toUpperCase(), salt)).toThrow(RangeError);
    expect(() => crashPoint(game1.slice(1), salt)).toThrow(RangeError);
  });
});
