import { describe, expect, it } from '@jest/globals';
import {
  cashbackRewardId,
  decideCashback,
  dhakaWeekBounds,
  dhakaWeekOf,
  isWeekStart,
  netLossOf,
  previousDhakaWeek,
} from './weekly-cashback.js';

describe('weekly cash-back', () => {
  describe('Dhaka weeks', () => {
    it('start on Monday 00:00 in Dhaka, which is Sunday 18:00 UTC', () => {
      // 2026-11-23 is a Monday
      expect(dhakaWeekOf(new Date('2026-11-22T17:59:59Z'))).toBe('2026-11-16'); // Sunday 23:59:59 Dhaka
      expect(dhakaWeekOf(new Date('2026-11-22T18:00:00Z'))).toBe('2026-11-23'); // Monday 00:00 Dhaka
      expect(dhakaWeekOf(new Date('2026-11-29T17:59:59Z'))).toBe('2026-11-23');
      expect(dhakaWeekBounds('2026-11-23')).toEqual({
        start: new Date('2026-11-22T18:00:00Z'),
        end: new Date('2026-11-29T18:00:00Z'),
      });
    });

    it('a run pays the last week that has ended', () => {
      expect(previousDhakaWeek(new Date('2026-11-22T18:20:00Z'))).toBe('2026-11-16'); // Monday 00:20 Dhaka
      expect(previousDhakaWeek(new Date('2026-11-26T10:00:00Z'))).toBe('2026-11-16');
      expect(previousDhakaWeek(new Date('2026-11-29T18:00:00Z'))).toBe('2026-11-23');
    });

    it('a week is named by its Monday', () => {
      expect(isWeekStart('2026-11-23')).toBe(true);
      expect(isWeekStart('2026-11-24')).toBe(false);
      expect(isWeekStart('2026-02-30')).toBe(false);
      expect(isWeekStart('23-11-2026')).toBe(false);
    });
  });

  describe('net loss', () => {
    it('leaves exchange exposure and settlements out', () => {
      expect(
        netLossOf([
          { kind: 'stake', amount: 10_000n },
          { kind: 'exposure', amount: 50_000n },
          { kind: 'exchange-paid', amount: 5_000n },
        ]),
      ).toBe(10_000n);
    });

    it('is stakes less rollbacks and wins, never below zero', () => {
      expect(netLossOf([])).toBe(0n);
      expect(
        netLossOf([
          { kind: 'stake', amount: 100_000n },
          { kind: 'win', amount: 30_000n },
          { kind: 'stake', amount: 50_000n },
          { kind: 'rollback', amount: 50_000n },
        ]),
      ).toBe(70_000n);
      expect(
        netLossOf([
          { kind: 'stake', amount: 10_000n },
          { kind: 'win', amount: 90_000n },
        ]),
      ).toBe(0n);
    });
  });

  describe('the amount', () => {
    it('is the level rate of the net loss, rounded down to the poisha', () => {
      expect(decideCashback(1_234_567n, 150)).toEqual({ pay: true, amountMinor: 18_518n }); // 1.5% of 12,345.67 BDT
    });

    it('nothing for no loss, a level without cash-back, or under 1 BDT', () => {
      expect(decideCashback(0n, 400)).toEqual({ pay: false, reason: 'no_loss' });
      expect(decideCashback(1_000_000n, 0)).toEqual({ pay: false, reason: 'level_without_cashback' });
      expect(decideCashback(19_999n, 50)).toEqual({ pay: false, reason: 'below_minimum' }); // 99 poisha
      expect(decideCashback(20_000n, 50)).toEqual({ pay: true, amountMinor: 100n });
    });

    it('has one reward id per player and week', () => {
      expect(cashbackRewardId('42', '2026-11-23')).toBe('vip-cashback-2026-11-23-42');
    });
  });
});
