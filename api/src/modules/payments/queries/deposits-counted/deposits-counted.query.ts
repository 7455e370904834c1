import { Query } from '@nestjs/cqrs';

/** A deposit that counts towards a player's deposit limits: when it was asked for, and how much. */
export interface CountedDepositRow {
  at: Date;
  amountMinor: bigint;
}

/**
 * A player's deposits asked for after `since`, oldest first, for the deposit limits of player
 * protection: manual deposits not rejected (pending, being credited, credited) and e-wallet payments
 * still open (created, not expired; a paid one is a deposit row already, counted once as that).
 */
export class DepositsCountedQuery extends Query<CountedDepositRow[]> {
  constructor(
    readonly playerId: string,
    readonly since: Date,
    readonly now: Date,
  ) {
    super();
  }
}
