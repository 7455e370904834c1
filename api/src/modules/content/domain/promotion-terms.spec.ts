import { describe, expect, it } from '@jest/globals';
import { checkTerms, promotionMessages, splitTermsChange, type MoneyTerms } from './promotion-terms.js';

const welcome: MoneyTerms = {
  status: 'active',
  depositBonusPercent: 100,
  maxBonusMinor: 1_000_000n,
  minDepositMinor: 50_000n,
  turnoverMultiplier: 3,
  bonusTarget: 'bonus',
};

describe('promotion money terms', () => {
  it('are bounded: percent 0..200, multiplier 1..50, max bonus up to 50,000.00 (required with a bonus), min deposit up to 25,000.00', () => {
    expect(checkTerms(welcome)).toEqual({});
    expect(checkTerms({ ...welcome, depositBonusPercent: 0, maxBonusMinor: 0n })).toEqual({});
    expect(checkTerms({ ...welcome, depositBonusPercent: 1000, turnoverMultiplier: 0 })).toEqual({
      deposit_bonus_percent: [promotionMessages.percent],
      turnover_multiplier: [promotionMessages.multiplier],
    });
    expect(checkTerms({ ...welcome, depositBonusPercent: 200.001 }).deposit_bonus_percent).toEqual([promotionMessages.percent]);
    expect(checkTerms({ ...welcome, maxBonusMinor: 5_000_001n }).max_bonus).toEqual([promotionMessages.maxBonus]);
    expect(checkTerms({ ...welcome, maxBonusMinor: 0n }).max_bonus).toEqual([promotionMessages.maxBonusRequired]);
    expect(checkTerms({ ...welcome, minDepositMinor: 2_500_001n }).min_deposit).toEqual([promotionMessages.minDeposit]);
    // 100% of a 15,000.00 minimum deposit is above the 10,000.00 cap
    expect(checkTerms({ ...welcome, minDepositMinor: 1_500_000n }).max_bonus).toEqual([promotionMessages.capBelowMinimum]);
    expect(checkTerms({ ...welcome, minDepositMinor: 1_000_000n })).toEqual({});
  });

  it('on a live promotion money changes wait and text does not matter here; an inactive one changes at once', () => {
    expect(splitTermsChange(welcome, { depositBonusPercent: 150, turnoverMultiplier: 3 })).toEqual({
      direct: {},
      guarded: { depositBonusPercent: 150 },
    });
    expect(splitTermsChange(welcome, { status: 'display' })).toEqual({ direct: { status: 'display' }, guarded: {} });
    expect(splitTermsChange(welcome, { status: 'inactive', depositBonusPercent: 150 })).toEqual({
      direct: { status: 'inactive', depositBonusPercent: 150 },
      guarded: {},
    });
    const inactive = { ...welcome, status: 'inactive' as const };
    expect(splitTermsChange(inactive, { maxBonusMinor: 2_000_000n })).toEqual({ direct: { maxBonusMinor: 2_000_000n }, guarded: {} });
  });

  it('going live waits, carrying every money term, so approval applies exactly what finance saw', () => {
    const inactive = { ...welcome, status: 'inactive' as const };
    expect(splitTermsChange(inactive, { status: 'active', depositBonusPercent: 50 })).toEqual({
      direct: {},
      guarded: { ...welcome, depositBonusPercent: 50 },
    });
  });
});
