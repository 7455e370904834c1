import { describe, expect, it } from '@jest/globals';
import { adjustmentMessages, debitExceedsBalance, needsSecondApproval, readAdjustment } from './staff-adjustment-rules.js';

describe('staff adjustment rules', () => {
  it('reads signed amounts and trims the reason', () => {
    expect(readAdjustment('-123.45', '  refund  ')).toEqual({ ok: true, amountMinor: -12345n, reason: 'refund' });
    expect(readAdjustment('500', 'goodwill')).toEqual({ ok: true, amountMinor: 50000n, reason: 'goodwill' });
  });

  it('refuses zero, malformed amounts and short or long reasons', () => {
    expect(readAdjustment('0.00', 'reason')).toEqual({ ok: false, message: adjustmentMessages.amount });
    expect(readAdjustment('12.345', 'reason')).toEqual({ ok: false, message: adjustmentMessages.amount });
    expect(readAdjustment('abc', 'reason')).toEqual({ ok: false, message: adjustmentMessages.amount });
    expect(readAdjustment('10', ' ab ')).toEqual({ ok: false, message: adjustmentMessages.reason });
    expect(readAdjustment('10', 'x'.repeat(501))).toEqual({ ok: false, message: adjustmentMessages.reason });
  });

  it('needs a second approval at or above the threshold, credit or debit', () => {
    expect(needsSecondApproval(99_999n, 100_000n)).toBe(false);
    expect(needsSecondApproval(100_000n, 100_000n)).toBe(true);
    expect(needsSecondApproval(-100_000n, 100_000n)).toBe(true);
  });

  it('a debit above the main balance is refused', () => {
    expect(debitExceedsBalance(-501n, 500n)).toBe(true);
    expect(debitExceedsBalance(-500n, 500n)).toBe(false);
    expect(debitExceedsBalance(1_000n, 0n)).toBe(false);
  });
});
