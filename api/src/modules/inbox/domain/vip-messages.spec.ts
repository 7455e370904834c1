import { describe, expect, it } from '@jest/globals';
import { referralRewardPaid } from './vip-messages.js';

describe('referral reward inbox message', () => {
  const reward = { day: '2026-11-23', amountMinor: '2000', turnoverMinor: '1000000', downlines: 1 };

  it("a day's reward names the day, as before", () => {
    expect(referralRewardPaid(reward)).toMatchObject({
      titleEn: 'Referral reward: ৳20.00',
      messageEn: expect.stringContaining('Your friends played ৳10000.00 on 23 Nov 2026:'),
      messageBn: expect.stringContaining('২৩/১১/২০২৬ তারিখে'),
    });
  });

  it("a week's and a month's name the period from its first day, in both languages", () => {
    expect(referralRewardPaid({ ...reward, period: 'week' })).toMatchObject({
      messageEn: expect.stringContaining('played ৳10000.00 in the week from 23 Nov 2026:'),
      messageBn: expect.stringContaining('২৩/১১/২০২৬ থেকে শুরু হওয়া সপ্তাহে'),
    });
    expect(referralRewardPaid({ ...reward, day: '2026-11-01', period: 'month' })).toMatchObject({
      messageEn: expect.stringContaining('in the month from 1 Nov 2026:'),
      messageBn: expect.stringContaining('০১/১১/২০২৬ থেকে শুরু হওয়া মাসে'),
    });
  });
});
