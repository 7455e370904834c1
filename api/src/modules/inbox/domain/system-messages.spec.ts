import { describe, expect, it } from '@jest/globals';
import { systemMessages } from './system-messages.js';

describe('inbox system messages', () => {
  it('names the amount in taka with two places, in Bangla digits in Bangla', () => {
    const m = systemMessages.depositCredited(50_000n);
    expect(m.messageEn).toContain('৳500.00');
    expect(m.messageBn).toContain('৳৫০০.০০');
    expect(systemMessages.withdrawalPaid(123_456_789n).messageBn).toContain('৳১২৩৪৫৬৭.৮৯');
    expect(m.titleBn).toMatch(/[\u0980-\u09FF]/u);
  });
  it('carries the finance reason on a rejection, word for word', () => {
    const m = systemMessages.depositRejected(12_345n, 'Transaction id not found');
    expect(m.messageEn).toBe('Your deposit of ৳123.45 was rejected. Reason: Transaction id not found');
    expect(m.messageBn).toContain('কারণ: Transaction id not found');
    expect(systemMessages.withdrawalRejected(100_000n, 'Wrong number').messageEn).toContain('Reason: Wrong number');
  });
  it('says which wallet a bonus went to', () => {
    expect(systemMessages.bonusGranted(1_000n, 'bonus').messageEn).toContain('bonus wallet');
    expect(systemMessages.bonusGranted(1_000n, 'main').messageEn).toContain('main wallet');
  });
});
