import type { Currency, PlayerAccountKind } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

export interface WalletView {
  playerId: string;
  currency: Currency;
  balances: Record<PlayerAccountKind, bigint>;
  /**
   * The most a withdrawal may take: main only. Held funds (pending withdrawals), exposure (open lay
   * bets), bonus and cash rewards are other accounts and never withdrawable.
   */
  withdrawable: bigint;
}

/** A player's wallet balances (undefined when no wallet was opened). */
export class GetWalletQuery extends Query<WalletView | undefined> {
  constructor(readonly playerId: string) {
    super();
  }
}
