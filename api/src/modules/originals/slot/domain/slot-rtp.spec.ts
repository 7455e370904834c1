import { describe, expect, it } from '@jest/globals';
import { stakeFloats } from '../../domain/fairness/stake-floats.js';
import { slotPaytableView } from '../http/slot-paytable-view.js';
import {
  slotLineCount,
  slotPaylines,
  slotPaytable,
  slotPayout,
  slotReels,
  slotSpin,
  slotSpinFromStops,
  slotStatedRtp,
  slotStopsFromFloats,
  slotSymbols,
} from './slot-machine.js';

const combos = slotReels.reduce((n, reel) => n * BigInt(reel.length), 1n);

/**
 * The exact return of one line in line bets, as a fraction over every combination of stops (32^5): a run of
 * exactly k of a symbol from the left is (count on reels 1..k) x (not it on reel k+1) x (anything after).
 * Every payline reads one row on each reel and a stop is uniform, so each line's symbol on a reel is uniform
 * over the strip: all ten lines have this same return, and the spin (stake split over ten) returns it too.
 */
function exactLineReturnNumerator(): bigint {
  let total = 0n;
  for (const symbol of slotSymbols) {
    const counts = slotReels.map((reel) => BigInt(reel.filter((s) => s === symbol).length));
    const sizes = slotReels.map((reel) => BigInt(reel.length));
    for (let run = 3; run <= 5; run++) {
      let ways = 1n;
      for (let r = 0; r < run; r++) ways *= counts[r]!;
      if (run < 5) ways *= sizes[run]! - counts[run]!;
      for (let r = run + 1; r < 5; r++) ways *= sizes[r]!;
      total += ways * BigInt(slotPaytable[symbol][run - 3]!);
    }
  }
  return total;
}

describe('slot: published reels and paytable', () => {
  it('every reel holds 32 symbols: 1 crown, 2 diamonds, 3 sevens, 4 bells, 5 melons, 7 cherries, 10 lemons', () => {
    const expected = { crown: 1, diamond: 2, seven: 3, bell: 4, melon: 5, cherry: 7, lemon: 10 };
    for (const reel of slotReels) {
      expect(reel).toHaveLength(32);
      for (const symbol of slotSymbols) expect(reel.filter((s) => s === symbol)).toHaveLength(expected[symbol]);
    }
    expect(slotPaylines).toHaveLength(slotLineCount);
  });

  it('returns exactly 32,427,870 / 33,554,432 = 96.6425...%, stated as 96.64%', () => {
    const numerator = exactLineReturnNumerator();
    expect(combos).toBe(33_554_432n);
    expect(numerator).toBe(32_427_870n);
    expect(((Number(numerator) / Number(combos)) * 100).toFixed(2)).toBe(slotStatedRtp);
    // what GET /api/originals/slot/paytable publishes
    expect(slotPaytableView.rtp_exact).toEqual({ numerator: String(numerator), denominator: String(combos) });
  });

  it('the exact return agrees with counting every one of the 32^5 stops on the middle line', () => {
    // brute force, no formula: evaluate the middle line (line 1) of every stop combination
    let total = 0;
    const stops = [0, 0, 0, 0, 0];
    for (stops[0] = 0; stops[0] < 32; stops[0]++)
      for (stops[1] = 0; stops[1] < 32; stops[1]++)
        for (stops[2] = 0; stops[2] < 32; stops[2]++)
          for (stops[3] = 0; stops[3] < 32; stops[3]++)
            for (stops[4] = 0; stops[4] < 32; stops[4]++) {
              const symbols = stops.map((stop, reel) => slotReels[reel]![(stop + 1) % 32]!);
              let run = 1;
              while (run < 5 && symbols[run] === symbols[0]) run++;
              if (run >= 3) total += slotPaytable[symbols[0]!][run - 3]!;
            }
    expect(BigInt(total)).toBe(exactLineReturnNumerator());
  }, 120_000);

  it('reads lines left to right and pays the stake split over ten lines', () => {
    // reel tops chosen so the middle row is crown on reels 1-3 only
    const stops = [15, 13, 17, 0, 0];
    const spin = slotSpinFromStops(stops);
    expect(spin.window.map((reel) => reel[1])).toEqual(['crown', 'crown', 'crown', 'bell', 'melon']);
    expect(spin.wins).toContainEqual({ line: 1, symbol: 'crown', count: 3, pays: 200 });
    expect(slotPayout(1_000n, spin)).toBe((1_000n * BigInt(spin.totalLinePays)) / 10n);
    expect(slotStopsFromFloats([0, 0.5, 0.999, 0.25, 0.03125])).toEqual([0, 16, 31, 8, 1]);
  });

  it('10^6 spins from the real seeds return the exact RTP within the 99% band', () => {
    const spins = 1_000_000;
    let sum = 0;
    let sumSquares = 0;
    for (let nonce = 0; nonce < spins; nonce++) {
      const multiplier = slotSpin({ serverSeed: 'khela-slot-statistics', clientSeed: 'slot-client', nonce }).totalLinePays / slotLineCount;
      sum += multiplier;
      sumSquares += multiplier * multiplier;
    }
    const mean = sum / spins;
    const sd = Math.sqrt(sumSquares / spins - mean * mean);
    const exact = Number(exactLineReturnNumerator()) / Number(combos);
    expect(Math.abs(mean - exact)).toBeLessThan((2.5758 * sd) / Math.sqrt(spins));
  }, 120_000);

  it('the spin of a seed uses its first five floats, one per reel', () => {
    const seeds = { serverSeed: 's', clientSeed: 'c', nonce: 3 };
    expect(slotSpin(seeds).stops).toEqual(slotStopsFromFloats(stakeFloats(seeds, 5)));
  });
});
