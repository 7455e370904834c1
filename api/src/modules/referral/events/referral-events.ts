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
    /**
     * Staff asked to rerun one ended reward period (committed with the audit row): `referral.rerun-jobs` enqueues
     * that period's job under `key`, so the job id the request answered is the job's, and a redelivery adds none.
     */
    'referral.rerun-requested': { kind: 'day' | 'week' | 'month'; period: string; key: string };
  }
}

export const referralEvents = declareEvents('referral', ['referral.reward-paid', 'referral.rerun-requested']);

export const referralStream = (referrerId: string) => `referral-${referrerId}`;
