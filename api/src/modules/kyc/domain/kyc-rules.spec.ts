import { describe, expect, it } from '@jest/globals';
import { decide, kycRequirement, submissionRefusal } from './kyc-rules.js';

const off = { withdrawalOverMinor: null, lifetimeDepositsOverMinor: null };

describe('KYC rules', () => {
  it('takes a submission first time, after a rejection or when asked again; never while pending or once approved', () => {
    expect(submissionRefusal(undefined)).toBeNull();
    expect(submissionRefusal('rejected')).toBeNull();
    expect(submissionRefusal('requested_again')).toBeNull();
    expect(submissionRefusal('pending')).toBe('pending');
    expect(submissionRefusal('approved')).toBe('approved');
  });

  it('approves and rejects only a pending submission; asks again from pending or approved', () => {
    expect(decide('pending', 'approve')).toEqual({ ok: true, next: 'approved' });
    expect(decide('pending', 'reject')).toEqual({ ok: true, next: 'rejected' });
    expect(decide('approved', 'approve').ok).toBe(false);
    expect(decide('rejected', 'reject').ok).toBe(false);
    expect(decide('approved', 'request-again')).toEqual({ ok: true, next: 'requested_again' });
    expect(decide('pending', 'request-again')).toEqual({ ok: true, next: 'requested_again' });
    expect(decide('rejected', 'request-again').ok).toBe(false);
  });

  it('needs nothing with both rules off, or once approved', () => {
    expect(kycRequirement(off, { status: undefined, amountMinor: 10n ** 9n, lifetimeDepositsMinor: null })).toEqual({ required: false });
    const strict = { withdrawalOverMinor: 0n, lifetimeDepositsOverMinor: 0n };
    expect(kycRequirement(strict, { status: 'approved', amountMinor: 5_000n, lifetimeDepositsMinor: 5_000n })).toEqual({ required: false });
  });

  it('needs KYC strictly above the withdrawal amount, saying the amount', () => {
    const rules = { ...off, withdrawalOverMinor: 100_000n };
    expect(kycRequirement(rules, { status: undefined, amountMinor: 100_000n, lifetimeDepositsMinor: null }).required).toBe(false);
    expect(kycRequirement(rules, { status: 'rejected', amountMinor: 100_001n, lifetimeDepositsMinor: null })).toEqual({
      required: true,
      code: 'kyc_required',
      message: 'Withdrawals above ৳1000.00 need a verified identity (KYC). Upload your national ID and a selfie on your profile.',
    });
  });

  it('needs KYC for any withdrawal once lifetime deposits pass the amount; pending documents say so', () => {
    const rules = { ...off, lifetimeDepositsOverMinor: 500_000n };
    expect(kycRequirement(rules, { status: undefined, amountMinor: 50_000n, lifetimeDepositsMinor: 500_000n }).required).toBe(false);
    const over = kycRequirement(rules, { status: undefined, amountMinor: 50_000n, lifetimeDepositsMinor: 500_001n });
    expect(over).toMatchObject({ required: true, code: 'kyc_required' });
    expect(over.required && over.message).toContain('Your deposits have passed ৳5000.00 in total');
    expect(kycRequirement(rules, { status: 'pending', amountMinor: 50_000n, lifetimeDepositsMinor: 600_000n })).toMatchObject({
      required: true,
      code: 'kyc_pending',
    });
  });
});
