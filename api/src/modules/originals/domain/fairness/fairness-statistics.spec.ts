import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { crashPoint, previousGameHash } from './crash.js';
import { diceOutcomes, diceRollFromFloat } from './dice.js';
import { limboResultFromFloat, limboReturn } from './limbo.js';
import { stakeFloats } from './stake-floats.js';

/**
 * Statistical checks of the pure functions over 10^6 real rounds each (real HMACs and a real hash chain,
 * fixed seeds so a failure reproduces). At a 99% level each check fails about once in a hundred runs
 * for a correct implementation; the seeds are fixed, so it either passes always or fails always.
 */
const rounds = 1_000_000;
const seeds = { serverSeed: 'khela-statistics-server-seed', clientSeed: 'khela-statistics-client' };
const z99 = 2.5758; // two-sided 99%

/** One float per nonce, as one bet of dice or limbo uses it. */
function firstFloats(count: number): Float64Array {
  const out = new Float64Array(count);
  for (let nonce = 0; nonce < count; nonce++) out[nonce] = stakeFloats({ ...seeds, nonce }, 1)[0]!;
  return out;
}

/** Return to player of "cash out at `target`": target when the result reaches it, else 0; with its 99% band. */
function rtpAt(results: ArrayLike<number>, target: number): { rtp: number; halfBand: number; expected: number } {
  let wins = 0;
  for (let i = 0; i < results.length; i++) if (results[i]! >= target) wins++;
  const p = limboReturn / target;
  const sd = target * Math.sqrt(p * (1 - p)); // of one round's payout per unit staked
  return { rtp: (wins * target) / results.length, halfBand: (z99 * sd) / Math.sqrt(results.length), expected: limboReturn };
}

describe('fairness statistics (10^6 rounds per game)', () => {
  let floats: Float64Array;

  it('dice rolls pass a chi-square test on 100 buckets at 99%', () => {
    floats = firstFloats(rounds);
    const counts = new Array<number>(100).fill(0);
    for (const float of floats) counts[Math.min(99, Math.floor(diceRollFromFloat(float)))]!++;
    // buckets 0-98 hold 100 outcomes each (n.00 - n.99); bucket 99 holds 99.00 - 100.00, 101 outcomes
    const expected = (bucket: number) => (rounds * (bucket === 99 ? 101 : 100)) / diceOutcomes;
    const chiSquare = counts.reduce((sum, observed, bucket) => sum + (observed - expected(bucket)) ** 2 / expected(bucket), 0);
    // chi-square critical value, 99 degrees of freedom, 99%
    expect(chiSquare).toBeLessThan(134.642);
    expect(chiSquare).toBeGreaterThan(0);
  }, 30_000);

  it('limbo returns 99% within the 99% band at several targets', () => {
    floats ??= firstFloats(rounds);
    const results = Float64Array.from(floats, (f) => limboResultFromFloat(f));
    for (const target of [1.5, 2, 10]) {
      const { rtp, halfBand, expected } = rtpAt(results, target);
      expect(Math.abs(rtp - expected)).toBeLessThan(halfBand);
    }
  }, 30_000);

  it('crash over a 10^6-game hash chain returns 99% within the 99% band at several targets', () => {
    const salt = '0000000000000000004d6ec16dafe9d8370958664c1dc422f452892264c59526';
    const results = new Float64Array(rounds);
    let hash = createHash('sha256').update('khela statistics chain').digest('hex');
    for (let i = 0; i < rounds; i++) {
      results[i] = crashPoint(hash, salt);
      hash = previousGameHash(hash);
    }
    for (const target of [1.5, 2, 10]) {
      const { rtp, halfBand, expected } = rtpAt(results, target);
      expect(Math.abs(rtp - expected)).toBeLessThan(halfBand);
    }
    // the instant crash: P(1.00x) = P(99 / (1 - X) < 101) = 2/101, about 1.98% (1% of it is the edge)
    const instant = results.filter((r) => r === 1).length / rounds;
    const p = 2 / 101;
    expect(Math.abs(instant - p)).toBeLessThan(z99 * Math.sqrt((p * (1 - p)) / rounds));
  }, 30_000);
});
