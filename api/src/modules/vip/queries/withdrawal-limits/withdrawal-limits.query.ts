import { Query } from '@nestjs/cqrs';

/** A player's VIP level's withdrawal limits per Asia/Dhaka day (issue 21): how many requests, how much in total. */
export interface VipWithdrawalLimits {
  levelCode: string;
  dailyCount: number;
  dailyAmountMinor: bigint;
}

/** For payments' withdrawal check: the limits of the level the player holds (as the /vip card shows it). */
export class VipWithdrawalLimitsQuery extends Query<VipWithdrawalLimits> {
  constructor(readonly playerId: string) {
    super();
  }
}
