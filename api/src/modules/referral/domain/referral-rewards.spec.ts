import { describe, expect, it } from '@jest/globals';
import { referralRewardId, referrerDay, settledTurnoverOf, tierRate } from './referral-rewards.js';

const tiers = [
  { minTurnoverMinor: 0n, rateBp: 20 },
  { minTurnoverMinor: 10_000_000n, rateBp: 30 },
  { minTurnoverMinor: 100_000_000n, rateBp: 50 },
];

describe('referral rewards', () => {
  it('settled turnover is stakes less rollbacks; wins and exchange moves do not count', () => {
    expect(
      settledTurnoverOf([
        { kind: 'stake', amount: 100_000n },
        { kind: 'win', amount: 500_000n },
        { kind: 'stake', amount: 50_000n },
        { kind: 'rollback', amount: 50_000n },
        { kind: 'exposure', amount: 90_000n },
      ]),
    ).toBe(100_000n);
    expect(settledTurnoverOf([{ kind: 'rollback', amount: 5n }])).toBe(0n);
  });

  it('the highest tier reached applies', () => {
    expect(tierRate(0n, tiers)).toBe(20);
    expect(tierRate(9_999_999n, tiers)).toBe(20);
    expect(tierRate(10_000_000n, tiers)).toBe(30);
    expect(tierRate(500_000_000n, tiers)).toBe(50);
    expect(tierRate(1n, [])).toBe(0);
  });

  it("each active downline's share at the day's rate; held ones worked out but not paid and not raising the tier", () => {
    const day = referrerDay(
      [
        { refereeId: 'a', turnoverMinor: 6_000_000n, held: false },
        { refereeId: 'b', turnoverMinor: 4_000_000n, held: false },
        { refereeId: 'c', turnoverMinor: 50_000_000n, held: true },
      ],
      tiers,
      1_000_000n,
    );
    expect(day.rateBp).toBe(30); // 100,000 BDT of active turnover
    expect(day.turnoverMinor).toBe(10_000_000n);
    expect(day.shares.map((s) => [s.refereeId, s.amountMinor, s.held])).toEqual([
      ['c', 150_000n, true],
      ['a', 18_000n, false],
      ['b', 12_000n, false],
    ]);
    expect(day.paidMinor).toBe(30_000n);
    expect(day.heldMinor).toBe(150_000n);
  });

  it('the day is capped per referrer, the largest downline first', () => {
    const day = referrerDay(
      [
        { refereeId: 'a', turnoverMinor: 6_000_000n, held: false },
        { refereeId: 'b', turnoverMinor: 4_000_000n, held: false },
      ],
      tiers,
      20_000n,
    );
    expect(day.shares.map((s) => s.amountMinor)).toEqual([18_000n, 2_000n]);
    expect(day.paidMinor).toBe(20_000n);
  });

  it('one reward id per referrer and day', () => {
    expect(referralRewardId('7', '2026-11-25')).toBe('referral-2026-11-25-7');
  });
});
