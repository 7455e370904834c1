import { declareEvents } from '../../../platform/events/index.js';

declare module '../../../platform/events/event-catalog.js' {
  interface EventPayloads {
    /**
     * A referrer's day of rewards was credited to their cash rewards (committed with the day row and the
     * ledger's credit): the inbox writes them a message. Money in poisha as decimal strings. `period`: a week's or
     * month's rewards (`day` is its first day); absent, a day's.
     */
    'referral.reward-paid': {
      referrerId: string;
      day: string;
      period?: 'week' | 'month';
      amountMinor: string;
      turnoverMinor: string;
      downlines: number;
    };
  }
}

export const referralEvents = declareEvents('referral', ['referral.reward-paid']);

export const referralStream = (referrerId: string) => `referral-${referrerId}`;
