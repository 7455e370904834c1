import { Query } from '@nestjs/cqrs';

/**
 * Everything a player has deposited and had credited, in minor units (manual deposits approved, e-wallet
 * deposits paid: both end as an approved deposit row). For KYC's "lifetime deposits above an amount" rule.
 */
export class LifetimeDepositsQuery extends Query<bigint> {
  constructor(readonly playerId: string) {
    super();
  }
}
