import { describe, expect, it } from '@jest/globals';
import { capFor, effectiveTarget, outcomeAtCrash, payoutAt, roundCapMultiplier } from './crash-settlement.js';

const bet = (autoCashout: number | null, cap = 100_000_000) => ({ stakeMinor: 10_00n, autoCashout, cap });

describe('crash bets at the crash', () => {
  it('an auto cash-out at or below the point is paid at its target; above it, the bet is lost', () => {
    expect(outcomeAtCrash(bet(200), 250, false)).toEqual({ outcome: 'cashed_out', cashoutAt: 200, payoutMinor: 20_00n });
    expect(outcomeAtCrash(bet(250), 250, false)).toEqual({ outcome: 'cashed_out', cashoutAt: 250, payoutMinor: 25_00n });
    expect(outcomeAtCrash(bet(251), 250, false)).toEqual({ outcome: 'lost', cashoutAt: null, payoutMinor: 0n });
    expect(outcomeAtCrash(bet(null), 250, false)).toEqual({ outcome: 'lost', cashoutAt: null, payoutMinor: 0n });
  });

  it('the interruption rule: reached auto cash-outs are paid, every other open bet gets its stake back', () => {
    expect(outcomeAtCrash(bet(200), 250, true)).toEqual({ outcome: 'cashed_out', cashoutAt: 200, payoutMinor: 20_00n });
    expect(outcomeAtCrash(bet(300), 250, true)).toEqual({ outcome: 'refunded', cashoutAt: null, payoutMinor: 10_00n });
    expect(outcomeAtCrash(bet(null), 100, true)).toEqual({ outcome: 'refunded', cashoutAt: null, payoutMinor: 10_00n });
  });

  it('caps a bet at the multiplier where its net win reaches the maximum win per bet', () => {
    expect(capFor(10_00n, 90_00n)).toBe(1_000); // net 90 on 10 at 10.00x
    expect(capFor(3_00n, 1_00n)).toBe(133); // rounded down: never over the maximum
    expect(capFor(1_000_000_00n, 1n)).toBe(101); // a cap is at least 1.01x
    expect(effectiveTarget(bet(null, 1_000))).toBe(1_000);
    expect(effectiveTarget(bet(500, 1_000))).toBe(500);
    expect(outcomeAtCrash(bet(null, 1_000), 5_000, false)).toEqual({ outcome: 'cashed_out', cashoutAt: 1_000, payoutMinor: 100_00n });
  });

  it('pays stake x multiplier rounded down to the poisha', () => {
    expect(payoutAt(3_33n, 150)).toBe(4_99n);
    expect(payoutAt(1n, 199)).toBe(1n);
  });

  it('finds where a round reaches its cap on the house net payout', () => {
    expect(roundCapMultiplier(0n, 0n, 1_000_00n)).toBeNull();
    expect(roundCapMultiplier(100_00n, 0n, 1_000_00n)).toBe(1_100); // 100 staked wins 1000 net at 11x
    expect(roundCapMultiplier(100_00n, 500_00n, 1_000_00n)).toBe(600);
    expect(roundCapMultiplier(100_00n, 1_000_00n, 1_000_00n)).toBe(100);
  });
});
