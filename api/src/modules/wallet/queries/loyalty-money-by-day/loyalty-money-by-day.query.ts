import { Query } from '@nestjs/cqrs';

/** One Dhaka day's loyalty money, from the ledger (minor units, each positive). */
export interface LoyaltyMoneyDay {
  /** The Asia/Dhaka calendar date, YYYY-MM-DD. */
  day: string;
  /** CashRewardCredited with source `vip-cashback`. */
  cashbackPaid: bigint;
  /** CashRewardCredited with source `referral` (daily runs and staff releases). */
  referralPaid: bigint;
  /** VipPointsConverted: cash paid for VP. */
  conversionsPaid: bigint;
}

/**
 * The VIP and referral money the ledger recorded in [from, to), per Asia/Dhaka day (issue 21's staff report).
 * One range read of the ledger by time for the whole platform: meant for a bounded staff report, not a poll.
 */
export class LoyaltyMoneyByDayQuery extends Query<LoyaltyMoneyDay[]> {
  constructor(
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}
