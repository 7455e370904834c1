import { Query } from '@nestjs/cqrs';

/**
 * What moved through a player's main wallet after one instant, by kind (minor units, each positive):
 * deposits credited, withdrawals paid out, stakes, stake rollbacks, wins, exchange exposure settled as
 * lost, bonuses granted. Read from the wallet's ledger stream (the ledger is the record of money).
 */
export interface MoneyTotals {
  deposited: bigint;
  withdrawn: bigint;
  staked: bigint;
  rolledBack: bigint;
  won: bigint;
  exposureLost: bigint;
  bonusGranted: bigint;
}

/**
 * A player's money totals after each of several instants and up to `until`, in one range read of the
 * longest (player protection's net positions for 30 days, 6 months and 12 months).
 */
export class MoneyTotalsQuery extends Query<MoneyTotals[]> {
  constructor(
    readonly playerId: string,
    readonly since: readonly Date[],
    readonly until: Date,
  ) {
    super();
  }
}
