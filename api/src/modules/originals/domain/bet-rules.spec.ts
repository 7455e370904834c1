import { describe, expect, it } from '@jest/globals';
import {
  checkLimits,
  diceMultiplier,
  dicePayout,
  diceWins,
  limboPayout,
  limboWins,
  validDiceChance,
  validLimboTarget,
} from './bet-rules.js';

describe('dice and limbo bet rules', () => {
  it('pays dice stake x 99 / win chance, rounded down to the poisha', () => {
    expect(dicePayout(10_000n, 4_950)).toBe(20_000n); // 49.5% -> 2x
    expect(dicePayout(100n, 9_800)).toBe(101n); // 98% -> 1.0102x, 101.02 down to 101
    expect(dicePayout(1n, 1)).toBe(9_900n); // 0.01% -> 9900x
    expect(dicePayout(333n, 3_300)).toBe(999n); // 33% -> 3x
    expect(dicePayout(7n, 7_000)).toBe(9n); // 9.9 down to 9
    expect(diceMultiplier(4_950)).toBe(2);
    expect(diceMultiplier(9_800)).toBe(1.0102);
  });

  it('wins dice on exactly win-chance of the 10,001 rolls, either direction', () => {
    const rolls = Array.from({ length: 10_001 }, (_, r) => r);
    for (const chance of [1, 50, 4_950, 9_800])
      for (const direction of ['under', 'over'] as const)
        expect(rolls.filter((r) => diceWins({ direction, chance }, r))).toHaveLength(chance);
    expect(diceWins({ direction: 'under', chance: 5_000 }, 4_999)).toBe(true);
    expect(diceWins({ direction: 'under', chance: 5_000 }, 5_000)).toBe(false);
    expect(diceWins({ direction: 'over', chance: 5_000 }, 5_001)).toBe(true);
    expect(diceWins({ direction: 'over', chance: 5_000 }, 5_000)).toBe(false);
  });

  it('bounds the win chance to 0.01-98% and the limbo target to 1.01x-1,000,000x, whole hundredths only', () => {
    expect([1, 9_800].every(validDiceChance)).toBe(true);
    expect([0, 9_801, 1.5, -1, '50', null, Number.NaN].some(validDiceChance)).toBe(false);
    expect([101, 100_000_000].every(validLimboTarget)).toBe(true);
    expect([100, 100_000_001, 101.5, '200'].some(validLimboTarget)).toBe(false);
  });

  it('pays limbo stake x target rounded down, winning at or above the target', () => {
    expect(limboPayout(100n, 200)).toBe(200n);
    expect(limboPayout(3n, 101)).toBe(3n); // 3.03 down to 3
    expect(limboPayout(100n, 100_000_000)).toBe(100_000_000n);
    expect(limboWins(200, 200)).toBe(true);
    expect(limboWins(200, 199)).toBe(false);
  });

  it('refuses bets outside the limits: disabled, below min, above max bet, net win above max win', () => {
    const limits = { enabled: true, minBetMinor: 100n, maxBetMinor: 10_000n, maxWinMinor: 50_000n };
    expect(checkLimits(limits, 100n, 200n)).toBeNull();
    expect(checkLimits({ ...limits, enabled: false }, 100n, 200n)).toBe('disabled');
    expect(checkLimits(limits, 99n, 200n)).toBe('below_min_bet');
    expect(checkLimits(limits, 10_001n, 20_002n)).toBe('above_max_bet');
    expect(checkLimits(limits, 1_000n, 51_000n)).toBeNull();
    expect(checkLimits(limits, 1_000n, 51_001n)).toBe('above_max_win');
  });
});
