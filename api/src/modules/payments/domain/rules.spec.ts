import { describe, expect, it } from '@jest/globals';
import { readAccountType } from './account-type.js';
import { readAmount } from './amount.js';
import { decideDeposit, depositBonus, type DepositFacts } from './deposit-rules.js';
import { approvalStep } from './maker-checker.js';
import { ageOn, decideEligibility } from './withdrawal-rules.js';

const okDeposit: DepositFacts = {
  phoneVerified: true,
  hasOpenDeposit: false,
  amount: 100000n,
  methodActive: true,
  channelChosen: true,
  accountNumber: '01711111111',
  verifiedNumbers: ['01711111111'],
  transactionId: 'TRX12345',
  transactionIdUsed: false,
  promotionValid: undefined,
};

describe('payments rules', () => {
  it('reads the spec spelling Marchent as Merchant', () => {
    expect(readAccountType('Marchent')).toBe('Merchant');
    expect(readAccountType('agent')).toBe('Agent');
    expect(readAccountType('bank')).toBeNull();
  });

  it('reads amounts as strings or numbers without floats', () => {
    expect(readAmount('2500')).toBe(250000n);
    expect(readAmount(100.5)).toBe(10050n);
    expect(readAmount('')).toBeNull();
    expect(readAmount('1e3')).toBe('invalid');
    expect(readAmount(-5)).toBe(-500n);
  });

  it('refuses more than two decimals instead of rounding (issue 14)', () => {
    expect(readAmount('100.005')).toBe('tooPrecise');
    expect(readAmount(100.005)).toBe('tooPrecise');
    expect(readAmount(0.1 + 0.2)).toBe('tooPrecise');
    expect(readAmount('150.50')).toBe(15050n);
    expect(readAmount(150.5)).toBe(15050n);
    expect(decideDeposit({ ...okDeposit, amount: 'tooPrecise' })).toEqual({ ok: false, refusal: 'amountDecimals' });
  });

  it('deposit checks run in the spec order', () => {
    expect(decideDeposit({ ...okDeposit, phoneVerified: false, hasOpenDeposit: true })).toEqual({ ok: false, refusal: 'phoneNotVerified' });
    expect(decideDeposit({ ...okDeposit, hasOpenDeposit: true, amount: null })).toEqual({ ok: false, refusal: 'pending' });
    expect(decideDeposit({ ...okDeposit, amount: null, methodActive: false })).toEqual({ ok: false, refusal: 'amountRequired' });
    expect(decideDeposit({ ...okDeposit, amount: 9999n })).toEqual({ ok: false, refusal: 'amountRange' });
    expect(decideDeposit({ ...okDeposit, methodActive: false, channelChosen: false })).toEqual({ ok: false, refusal: 'method' });
    expect(decideDeposit({ ...okDeposit, channelChosen: false })).toEqual({ ok: false, refusal: 'channel' });
    expect(decideDeposit(okDeposit)).toEqual({ ok: true, amount: 100000n });
  });

  it('bonus is a percent of the deposit, rounded down, never above the promotion maximum', () => {
    expect(depositBonus(100000n, 50, 5_000_000n)).toBe(50000n);
    expect(depositBonus(333n, 12.5, 5_000_000n)).toBe(41n);
    expect(depositBonus(100000n, 0, 5_000_000n)).toBe(0n);
    // audit finding 5: 15,000 deposited under "100%, up to 10,000" earns 10,000
    expect(depositBonus(1_500_000n, 100, 1_000_000n)).toBe(1_000_000n);
    expect(depositBonus(1_000_000n, 100, 1_000_000n)).toBe(1_000_000n);
    expect(depositBonus(999_999n, 100, 1_000_000n)).toBe(999_999n);
    // no cap recorded: no bonus (the database refuses a percent without a cap on a promotion)
    expect(depositBonus(100000n, 50, 0n)).toBe(0n);
  });

  it("a promotion's minimum deposit is checked after the promotion itself", () => {
    expect(decideDeposit({ ...okDeposit, promotionValid: true, promotionMinDepositMinor: 100001n })).toEqual({
      ok: false,
      refusal: 'promotionMinimum',
    });
    expect(decideDeposit({ ...okDeposit, promotionValid: true, promotionMinDepositMinor: 100000n })).toEqual({ ok: true, amount: 100000n });
    expect(decideDeposit({ ...okDeposit, promotionValid: false, promotionMinDepositMinor: 100001n })).toEqual({
      ok: false,
      refusal: 'promotion',
    });
  });

  it('maker-checker needs a second, different user at or above the threshold', () => {
    const base = { thresholdMinor: 1_000_000n, actorId: 'a', firstApproverId: null };
    expect(approvalStep({ ...base, amountMinor: 999_999n, action: 'approve' })).toEqual({ kind: 'settle' });
    expect(approvalStep({ ...base, amountMinor: 1_000_000n, action: 'approve' })).toEqual({ kind: 'await_second' });
    expect(approvalStep({ ...base, amountMinor: 1_000_000n, action: 'confirm', firstApproverId: 'a' })).toEqual({
      kind: 'refused',
      reason: 'same_user',
    });
    expect(approvalStep({ ...base, amountMinor: 1_000_000n, action: 'confirm', actorId: 'b', firstApproverId: 'a' })).toEqual({
      kind: 'settle',
    });
  });

  it('eligibility: age counts full years in Dhaka days', () => {
    expect(ageOn('2008-11-22', '2026-11-22')).toBe(18);
    expect(ageOn('2008-11-23', '2026-11-22')).toBe(17);
    const ok = {
      birthDate: '1990-01-01',
      today: '2026-11-22',
      phoneVerified: true,
      hasActiveTurnover: false,
      hasOpenWithdrawal: false,
      withdrawalsOn: true,
    };
    expect(decideEligibility(ok)).toBeNull();
    expect(decideEligibility({ ...ok, birthDate: null, hasActiveTurnover: true })).toBe('birthDateMissing');
    expect(decideEligibility({ ...ok, hasActiveTurnover: true })).toBe('turnover');
  });
});
