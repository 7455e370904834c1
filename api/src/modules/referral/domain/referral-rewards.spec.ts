import { describe, expect, it } from '@jest/globals';
import {
  paysDeeperLevels,
  referralRewardId,
  referrerDay,
  settledTurnoverOf,
  tierRate,
  uplineOf,
  type ReferralLink,
} from './referral-rewards.js';

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

  describe('downline levels', () => {
    const levelTiers = [
      { minTurnoverMinor: 0n, rateBp: 20, level2RateBp: 10, level3RateBp: 0 },
      { minTurnoverMinor: 10_000_000n, rateBp: 30, level2RateBp: 15, level3RateBp: 5 },
    ];

    it("pays a friend's friend at level 2's rate of the tier the direct downlines reach; deeper turnover does not raise the tier", () => {
      const day = referrerDay(
        [
          { refereeId: 'a', turnoverMinor: 1_000_000n, held: false },
          { refereeId: 'x', turnoverMinor: 50_000_000n, held: false, level: 2 },
          { refereeId: 'y', turnoverMinor: 9_000_000n, held: false, level: 3 },
        ],
        levelTiers,
        10_000_000n,
      );
      expect(day.rateBp).toBe(20);
      // level 3 pays 0 in the first tier: no share recorded
      expect(day.shares.map((s) => [s.refereeId, s.level ?? 1, s.amountMinor])).toEqual([
        ['a', 1, 2_000n],
        ['x', 2, 50_000n],
      ]);
      expect(day.paidMinor).toBe(52_000n);
      expect(paysDeeperLevels(levelTiers)).toBe(true);
      expect(paysDeeperLevels(tiers)).toBe(false);
    });

    it('the cap serves direct downlines before deeper levels', () => {
      const day = referrerDay(
        [
          { refereeId: 'x', turnoverMinor: 50_000_000n, held: false, level: 2 },
          { refereeId: 'a', turnoverMinor: 1_000_000n, held: false },
        ],
        levelTiers,
        10_000n,
      );
      expect(day.shares.map((s) => [s.refereeId, s.amountMinor])).toEqual([
        ['a', 2_000n],
        ['x', 8_000n],
      ]);
    });

    it('walks up to three levels; a held member earns nobody anything above level 1; a cycle earns nobody from themselves', () => {
      const links = new Map<string, ReferralLink>([
        ['d', { referrerId: 'c', held: false }],
        ['c', { referrerId: 'b', held: false }],
        ['b', { referrerId: 'a', held: false }],
        ['a', { referrerId: 'root', held: false }],
      ]);
      expect(uplineOf('d', links, 3)).toEqual([
        { referrerId: 'c', level: 1, held: false },
        { referrerId: 'b', level: 2, held: false },
        { referrerId: 'a', level: 3, held: false },
      ]);
      expect(uplineOf('d', links, 1)).toEqual([{ referrerId: 'c', level: 1, held: false }]);
      // d's own link held: its referrer's share is held, nobody above earns
      const heldD = new Map(links).set('d', { referrerId: 'c', held: true });
      expect(uplineOf('d', heldD, 3)).toEqual([{ referrerId: 'c', level: 1, held: true }]);
      // c's link to b held: c (flagged) passes d's turnover to nobody above
      const heldC = new Map(links).set('c', { referrerId: 'b', held: true });
      expect(uplineOf('d', heldC, 3)).toEqual([{ referrerId: 'c', level: 1, held: false }]);
      // a cycle: p -> q -> p
      const cycle = new Map<string, ReferralLink>([
        ['p', { referrerId: 'q', held: false }],
        ['q', { referrerId: 'p', held: false }],
      ]);
      expect(uplineOf('p', cycle, 3)).toEqual([{ referrerId: 'q', level: 1, held: false }]);
    });
  });
});
