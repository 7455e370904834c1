import type { Currency, PlayerAccountKind } from '@khela/contracts';
import { Query } from '@nestjs/cqrs';

export interface WalletView {
  playerId: string;
  currency: Currency;
  balances: Record<PlayerAccountKind, bigint>;
}

/** A player's wallet balances (undefined when no wallet was opened). */
export class GetWalletQuery extends Query<WalletView | undefined> {
  constructor(readonly playerId: string) {
    super();
  }
}
