import { describe, expect, it } from '@jest/globals';
import { multiplierHundredths, requiredTurnover, spreadStake } from './turnover-rules.js';

describe('turnover rules', () => {
  it('scales multipliers to hundredths without floats', () => {
    expect(multiplierHundredths('1')).toBe(100n);
    expect(multiplierHundredths('1.5')).toBe(150n);
    expect(multiplierHundredths(3)).toBe(300n);
    expect(multiplierHundredths('-1')).toBeNull();
  });

  it('a regular deposit requires deposit x the regular multiplier', () => {
    expect(requiredTurnover({ depositMinor: 100000n, bonusMinor: 0n, promotionMultiplier: null, regularMultiplier: '1' })).toBe(100000n);
    expect(requiredTurnover({ depositMinor: 100000n, bonusMinor: 0n, promotionMultiplier: null, regularMultiplier: '1.5' })).toBe(150000n);
  });

  it('a promotion deposit requires (deposit + bonus) x the promotion multiplier', () => {
    expect(requiredTurnover({ depositMinor: 100000n, bonusMinor: 50000n, promotionMultiplier: 5, regularMultiplier: '1' })).toBe(750000n);
  });

  it('a stake reduces the oldest ticket first and spills the rest to the next', () => {
    expect(
      spreadStake(700n, [
        { id: 'a', remainingMinor: 500n },
        { id: 'b', remainingMinor: 1000n },
      ]),
    ).toEqual([
      { id: 'a', amountMinor: 500n },
      { id: 'b', amountMinor: 200n },
    ]);
    expect(spreadStake(100n, [])).toEqual([]);
  });
});
