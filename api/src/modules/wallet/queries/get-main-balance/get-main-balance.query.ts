import { Query } from '@nestjs/cqrs';

/**
 * A player's main balance for the spec's 10 s poll, from the ledger's balance cache (no Postgres query
 * when cached); undefined when no wallet was opened.
 */
export class GetMainBalanceQuery extends Query<bigint | undefined> {
  constructor(readonly playerId: string) {
    super();
  }
}
