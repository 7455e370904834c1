import { describe, expect, it } from '@jest/globals';
import { dhakaDayAround, withdrawalLimitRefusal } from './withdrawal-limits.js';

describe('VIP withdrawal limits per Dhaka day', () => {
  const limits = { dailyCount: 2, dailyAmountMinor: 100_000n }; // two a day, 1,000.00 in total

  it('lets a withdrawal through while the count and the amount fit', () => {
    expect(withdrawalLimitRefusal(limits, { count: 0, amountMinor: 0n }, 100_000n)).toBeNull();
    expect(withdrawalLimitRefusal(limits, { count: 1, amountMinor: 60_000n }, 40_000n)).toBeNull();
  });

  it('refuses the next one past the count, then past the amount, saying what is left', () => {
    expect(withdrawalLimitRefusal(limits, { count: 2, amountMinor: 10_000n }, 100n)).toEqual({
      code: 'vip_withdrawal_count',
      message: 'Your VIP level allows 2 withdrawals a day (Dhaka time). Please try again tomorrow.',
    });
    expect(withdrawalLimitRefusal(limits, { count: 1, amountMinor: 60_000n }, 40_001n)).toEqual({
      code: 'vip_withdrawal_amount',
      message: 'Your VIP level allows withdrawals of up to 1000.00 a day (Dhaka time); 400.00 is left today.',
    });
    // a limit lowered below what was asked today leaves nothing, never a negative
    expect(
      withdrawalLimitRefusal({ dailyCount: 5, dailyAmountMinor: 50_000n }, { count: 1, amountMinor: 60_000n }, 100n)?.message,
    ).toContain('0.00 is left today');
  });

  it('a Dhaka day runs 18:00 UTC to 18:00 UTC', () => {
    expect(dhakaDayAround(new Date('2026-11-26T17:59:59Z'))).toEqual({
      start: new Date('2026-11-25T18:00:00Z'),
      end: new Date('2026-11-26T18:00:00Z'),
    });
    expect(dhakaDayAround(new Date('2026-11-26T18:00:00Z')).start).toEqual(new Date('2026-11-26T18:00:00Z'));
  });
});
