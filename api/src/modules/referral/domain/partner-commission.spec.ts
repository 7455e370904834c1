import { describe, expect, it } from '@jest/globals';
import { commissionOf, normalPartnerCode, partnerRewardId } from './partner-commission.js';

describe('partner commission', () => {
  const play = { turnoverMinor: 100_000n, ngrMinor: 70_000n };

  it('a share of either, rounded down; a losing period pays nothing', () => {
    expect(commissionOf('turnover', 150, play)).toBe(1_500n);
    expect(commissionOf('ngr', 2_500, play)).toBe(17_500n);
    expect(commissionOf('ngr', 2_500, { turnoverMinor: 100n, ngrMinor: -500n })).toBe(0n);
    expect(commissionOf('ngr', 3, { turnoverMinor: 0n, ngrMinor: 333n })).toBe(0n);
  });

  it('codes match without case; one reward id per partner and period', () => {
    expect(normalPartnerCode(' agent-07 ')).toBe('AGENT-07');
    expect(partnerRewardId('3', 'week', '2026-11-23')).toBe('referral-partner-3-week-2026-11-23');
  });
});
